import type { Db, Prisma } from "@wordhall/db";
import { type AnyGameModule, gameModule } from "@wordhall/engine";
import { recordTimerExpiries } from "../../observability/action-timing";
import { dueDeadlineSteps } from "./apply-action";
import { fromDbKind } from "./game-kinds";
import { gameRowSchema } from "./game-row";
import { writeStepsIn } from "./write-steps";

/** Applying a game's deadlines failed; nothing of that transaction was stored. */
export class DeadlineFailed extends Error {
  constructor(
    readonly gameId: string,
    cause: unknown,
  ) {
    super(`game ${gameId}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/**
 * Applies every deadline that has passed, for every game, exactly once however many server
 * instances run this at the same moment: each game is claimed with FOR UPDATE SKIP LOCKED,
 * and the write is guarded by the version read. Returns the games it advanced. Games in
 * `skip` are left alone (the caller is waiting before it tries them again).
 */
export async function applyDueDeadlines(
  db: Db,
  now: number,
  batch = 20,
  skip: readonly string[] = [],
): Promise<string[]> {
  const advanced: string[] = [];
  const expired: number[] = [];
  await db.$transaction(async (tx) => {
    const due = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM game
      WHERE status = 'active' AND "nextDeadline" <= ${new Date(now)} AND NOT (id = ANY(${skip}::text[]))
      ORDER BY "nextDeadline"
      LIMIT ${batch}
      FOR UPDATE SKIP LOCKED`;
    for (const { id } of due) {
      try {
        if (await applyGameDeadlines(tx, id, now, expired)) advanced.push(id);
      } catch (error) {
        throw new DeadlineFailed(id, error);
      }
    }
  });
  recordTimerExpiries(expired);
  return advanced;
}

/** One claimed game's due deadlines; true when it advanced. */
async function applyGameDeadlines(
  tx: Prisma.TransactionClient,
  id: string,
  now: number,
  expired: number[],
): Promise<boolean> {
  const game = await tx.game.findUniqueOrThrow({
    where: { id },
    select: { id: true, kind: true, status: true, version: true, state: true },
  });
  const row = gameRowSchema.parse(game);
  const module = gameModule(fromDbKind(row.kind)) as AnyGameModule;
  const { state, steps } = dueDeadlineSteps(module, row.state, now);
  if (steps.length === 0) {
    // Stored deadline no longer matches the state (e.g. paused); store the true one.
    const next = module.deadlines(row.state)[0];
    await tx.game.update({ where: { id }, data: { nextDeadline: next ? new Date(next.at) : null } });
    return false;
  }
  // This transaction holds the row lock, so no other writer can be between read and write.
  await writeStepsIn(tx, { module, row, steps, finalState: state });
  expired.push(...steps.map((step) => step.at));
  return true;
}
