import { z } from "zod";
import type { Db } from "../client";
import { Prisma } from "../generated/prisma/client";
import { BOT_SEATS_SQL, LAST_AT_SQL } from "./bot-seats";
import { type ClaimedGame, claimedRowSchema } from "./expire-due";
import { idRowSchema } from "./rows";

/**
 * Claims up to `limit` active games whose stored deadline is at or before `now`, earliest
 * first, by locking their rows with FOR UPDATE SKIP LOCKED: a game another instance's
 * transaction holds is skipped rather than waited for, so every instance claims different
 * games and each expiry is applied once. The locks last until the caller's transaction
 * ends. Games in `skip` are left alone (the caller is waiting before it tries them again);
 * with `only`, nothing else is claimed (the games another path deferred).
 */
export async function claimDueGames(
  tx: Prisma.TransactionClient,
  input: { now: number; limit: number; skip?: readonly string[]; only?: readonly string[] },
): Promise<string[]> {
  const rows = await tx.$queryRaw<unknown[]>`
    SELECT id FROM game
    WHERE status = 'active' AND "nextDeadline" <= ${new Date(input.now)}
      AND NOT (id = ANY(${input.skip ?? []}::text[]))
      AND (${input.only === undefined} OR id = ANY(${input.only ?? []}::text[]))
    ORDER BY "nextDeadline"
    LIMIT ${input.limit}
    FOR UPDATE SKIP LOCKED`;
  return rows.map((r) => idRowSchema.parse(r).id);
}

/**
 * A claimed game's row (its lock is the caller's), with the deadline that was stored and
 * what its bots' moves are worked out from (expire-due.ts's ClaimedGame).
 */
export async function readClaimedGame(tx: Prisma.TransactionClient, id: string): Promise<ClaimedGame> {
  const rows = await tx.$queryRaw<unknown[]>`
    SELECT g.id, g.kind::text AS kind, g.status::text AS status, g.version, g.state, g."nextDeadline",
      g.seed, ${Prisma.raw(LAST_AT_SQL)} AS "lastAt", ${Prisma.raw(BOT_SEATS_SQL)} AS bots
    FROM game g WHERE g.id = ${id}`;
  const row = claimedRowSchema.parse(rows[0]);
  return { ...row, nextDeadline: row.nextDeadline?.getTime() ?? null };
}

/** Stores when the scheduler must next act on a game (its stored one no longer matched). */
export async function storeNextDeadline(
  tx: Prisma.TransactionClient,
  id: string,
  at: number | null,
): Promise<void> {
  await tx.game.update({ where: { id }, data: { nextDeadline: at === null ? null : new Date(at) } });
}

const earliestSchema = z.object({ at: z.date().nullable() });

/**
 * The earliest deadline stored for any active game outside `skip`, or null: the
 * scheduler's periodic look at the database (and how it catches up after a restart).
 */
export async function earliestStoredDeadline(db: Db, skip: readonly string[] = []): Promise<number | null> {
  const rows = await db.$queryRaw<unknown[]>`
    SELECT min("nextDeadline") AS at FROM game
    WHERE status = 'active' AND "nextDeadline" IS NOT NULL AND NOT (id = ANY(${skip}::text[]))`;
  const row = rows[0];
  return row === undefined ? null : (earliestSchema.parse(row).at?.getTime() ?? null);
}
