import { z } from "zod";
import { type Db, poolOf } from "../client";
import { BOT_SEATS_SQL, type BotSeat, botSeatsSchema, LAST_AT_SQL, LOCKED_LAST_AT_SQL } from "./bot-seats";
import { GAME_CHANNEL } from "./channel";
import { COMMIT_GAMES, type CommitInput, commitPayload } from "./commit-games";
import { type GameRow, gameRowSchema, idRowSchema } from "./rows";

/**
 * A game the scheduler claimed, with the deadline that was stored for it (epoch ms), and what
 * its bots' next moves are worked out from: the seed, the bot seats and when the game's
 * current version counts.
 */
export type ClaimedGame = GameRow & {
  readonly nextDeadline: number | null;
  readonly seed: string;
  readonly lastAt: number;
  readonly bots: readonly BotSeat[];
};

/** What to do with a claimed game: commit its expiries, store a corrected deadline, or defer. */
export type ExpiryPlan =
  | { readonly commit: CommitInput }
  | { readonly storeDeadline: number | null }
  /** Its expiry ends the game: results and ratings go in a transaction of the caller's. */
  | { readonly defer: true }
  /**
   * Left untouched for the caller to act on once this transaction has released it: a bot's
   * move, which goes through the same path as a person's (and so cannot run under this lock).
   */
  | { readonly release: true };

export const claimedRowSchema = gameRowSchema.extend({
  nextDeadline: z.date().nullable(),
  seed: z.string(),
  lastAt: z.number(),
  bots: botSeatsSchema,
});

/** The fast path failed after claiming these games; nothing of it was stored. */
export class ExpiryFailed extends Error {
  constructor(
    readonly gameIds: readonly string[],
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

// `due`: how many games outside the skip list are due in all, locked ones included, so the
// caller knows whether another claim would find anything (one round trip less per expiry).
const CLAIM = `SELECT g.id, g.kind, g.status, g.version, g.state, g."nextDeadline", g.seed,
    ${LOCKED_LAST_AT_SQL} AS "lastAt", ${BOT_SEATS_SQL} AS bots,
    (SELECT count(*) FROM game d WHERE d.status = 'active' AND d."nextDeadline" <= $1
       AND NOT (d.id = ANY($2::text[])))::int AS due
  FROM game g
  WHERE g.status = 'active' AND g."nextDeadline" <= $1 AND NOT (g.id = ANY($2::text[]))
  ORDER BY g."nextDeadline"
  LIMIT $3
  FOR UPDATE OF g SKIP LOCKED`;

/**
 * The scheduler's hot path, in four round trips on one pooled connection: BEGIN; claim up to
 * `limit` due games with their rows (FOR UPDATE SKIP LOCKED, so every instance claims
 * different games and each expiry is applied once); `plan` each; write every commit in one
 * statement (the same version-guarded SQL as a move's, with its NOTIFY) and every corrected
 * deadline in another; COMMIT. Games the plan defers are left untouched for the caller's own
 * transaction, and games it releases are left for the caller to act on after COMMIT. Returns
 * the games written, deferred and released, and whether a further claim would find more. A failure rolls all of it back and is thrown as
 * ExpiryFailed, naming the games it had claimed.
 */
export async function expireDueGames(
  db: Db,
  input: {
    now: number;
    limit: number;
    /**
     * Games to leave alone, read just before the claim (not when the call was made): another
     * worker's failure a moment ago must already count.
     */
    skip?: () => readonly string[];
    /** Told of a failure while the claimed rows are still locked (see the scheduler's rests). */
    onFailure?: (gameIds: readonly string[]) => void;
  },
  plan: (game: ClaimedGame) => ExpiryPlan,
): Promise<{ committed: string[]; deferred: string[]; released: string[]; more: boolean }> {
  const client = await poolOf(db).connect();
  let broken: unknown;
  const claimed: string[] = [];
  try {
    await client.query("BEGIN");
    const { rows } = await client.query(CLAIM, [new Date(input.now), input.skip?.() ?? [], input.limit]);
    for (const raw of rows) claimed.push(String((raw as { id: unknown }).id));
    await readUnseenLastAt(client, rows);
    const commits: CommitInput[] = [];
    const corrected: { id: string; at: number | null }[] = [];
    const deferred: string[] = [];
    const released: string[] = [];
    for (const raw of rows) {
      const row = claimedRowSchema.parse(raw);
      const decided = plan({ ...row, nextDeadline: row.nextDeadline?.getTime() ?? null });
      if ("commit" in decided) commits.push(decided.commit);
      else if ("storeDeadline" in decided) corrected.push({ id: row.id, at: decided.storeDeadline });
      else if ("release" in decided) released.push(row.id);
      else deferred.push(row.id);
    }
    let committed: string[] = [];
    if (commits.length > 0) {
      const written = await client.query(COMMIT_GAMES, [commitPayload(commits), GAME_CHANNEL]);
      committed = written.rows.map((r) => idRowSchema.parse(r).id);
    }
    if (corrected.length > 0) {
      await client.query(
        `UPDATE game g SET "nextDeadline" = CASE WHEN c.at IS NULL THEN NULL
           ELSE to_timestamp(c.at / 1000.0) AT TIME ZONE 'UTC' END
         FROM jsonb_to_recordset($1::jsonb) AS c(id text, at float8) WHERE g.id = c.id`,
        [JSON.stringify(corrected)],
      );
    }
    await client.query("COMMIT");
    // More is due: games this claim left (locked elsewhere, or over the limit), or a game it
    // wrote whose next deadline has already come (a bot's move right after its expiries).
    const due = Number((rows[0] as { due?: unknown } | undefined)?.due ?? 0);
    const more =
      due > rows.length || commits.some((c) => c.nextDeadline !== null && c.nextDeadline <= input.now);
    return { committed, deferred, released, more };
  } catch (error) {
    broken = error;
    input.onFailure?.(claimed);
    await client.query("ROLLBACK").catch(() => undefined);
    throw new ExpiryFailed(claimed, error);
  } finally {
    // A connection whose transaction state is unknown is not handed to the next query.
    client.release(broken instanceof Error && !("code" in broken) ? broken : undefined);
  }
}

/**
 * Fills in the last action's time of claimed rows whose newest version was committed after
 * the claim's snapshot (LOCKED_LAST_AT_SQL's null), from a statement of its own: its snapshot
 * sees that commit, and the claim's lock keeps the version from moving meanwhile. Without it
 * a bot's move would be planned, and counted, from the game's creation time.
 */
export async function readUnseenLastAt(
  client: { query(sql: string, values: unknown[]): Promise<{ rows: unknown[] }> },
  rows: unknown[],
): Promise<void> {
  const unseen = rows.filter((r) => (r as { lastAt: unknown }).lastAt === null) as {
    id: string;
    lastAt: unknown;
  }[];
  if (unseen.length === 0) return;
  const read = await client.query(
    `SELECT g.id, ${LAST_AT_SQL} AS "lastAt" FROM game g WHERE g.id = ANY($1::text[])`,
    [unseen.map((r) => r.id)],
  );
  const lastAt = new Map(read.rows.map((r) => [(r as { id: string }).id, (r as { lastAt: unknown }).lastAt]));
  for (const row of unseen) row.lastAt = lastAt.get(row.id) ?? null;
}
