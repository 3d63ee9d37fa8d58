import type { Db } from "@wordhall/db";
import { type AnyGameModule, gameModule } from "@wordhall/engine";
import { recordTimerExpiries } from "../../observability/action-timing";
import { dueDeadlineSteps } from "./apply-action";
import { fromDbKind } from "./game-kinds";
import { gameRowSchema } from "./game-row";
import { writeStepsIn } from "./write-steps";

/**
 * Applies every deadline that has passed, for every game, exactly once however many server
 * instances run this at the same moment: each game is claimed with FOR UPDATE SKIP LOCKED,
 * and the write is guarded by the version read. Returns the games it advanced.
 */
export async function applyDueDeadlines(db: Db, now: number, batch = 20): Promise<string[]> {
  const advanced: string[] = [];
  const expired: number[] = [];
  await db.$transaction(async (tx) => {
    const due = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM game
      WHERE status = 'active' AND "nextDeadline" <= ${new Date(now)}
      ORDER BY "nextDeadline"
      LIMIT ${batch}
      FOR UPDATE SKIP LOCKED`;
    for (const { id } of due) {
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
        continue;
      }
      // This transaction holds the row lock, so no other writer can be between read and write.
      await writeStepsIn(tx, { module, row, steps, finalState: state });
      advanced.push(id);
      expired.push(...steps.map((step) => step.at));
    }
  });
  recordTimerExpiries(expired);
  return advanced;
}
