import { type Db, Prisma } from "@wordhall/db";
import type { AnyGameModule } from "@wordhall/engine";
import { recordGameEnd } from "../results/record-game-end";
import { notifyRoom } from "../rooms/room-channel";
import { earliestDeadline, type GameRow, toJson } from "./game-row";
import { moveNotSaved } from "./save-failure";

export type Step = {
  readonly seat: number | null;
  readonly clientActionId: string | null;
  readonly action: unknown;
  /** Server time the action counts at (ctx.now when it was applied). */
  readonly at: number;
};

/** The channel every server instance LISTENs on; payloads stay tiny (ids and versions). */
export const GAME_CHANNEL = "wordhall_game";

type StepsInput = { module: AnyGameModule; row: GameRow; steps: readonly Step[]; finalState: unknown };

/**
 * Commits steps applied to `row`: new state, version + steps, and the actions appended, in
 * one transaction guarded by the version read (with a game's end, its results and ratings
 * too). "stale" when another writer got there first, "duplicate" when the same client
 * action id was committed concurrently; any other failure is a retryable refusal.
 */
export async function writeSteps(
  db: Db,
  input: StepsInput,
): Promise<{ version: number } | "stale" | "duplicate"> {
  let written = false;
  try {
    return await db.$transaction(async (tx) => {
      const outcome = await writeStepsIn(tx, input);
      written = true;
      return outcome;
    });
  } catch (error) {
    if (error instanceof StaleWrite) return "stale";
    if (error instanceof DuplicateAction) return "duplicate";
    // A failure in any statement (the results, ratings and records of a game's end among
    // them) rolls the whole transaction back; only a failed commit leaves the outcome open.
    throw moveNotSaved({
      endsGame: input.module.result(input.finalState) !== null,
      rolledBack: !written,
      cause: error,
    });
  }
}

/** The body of writeSteps inside a transaction the caller already holds. */
export async function writeStepsIn(
  tx: Prisma.TransactionClient,
  input: StepsInput,
): Promise<{ version: number }> {
  const { module, row, steps, finalState } = input;
  const version = row.version + steps.length;
  const result = module.result(finalState);
  const over = result !== null;
  const updated = await tx.game.updateMany({
    where: { id: row.id, version: row.version, status: "active" },
    data: {
      state: toJson(finalState),
      version,
      nextDeadline: over ? null : earliestDeadline(module, finalState),
      ...(over ? { status: "finished" as const, finishedAt: new Date() } : {}),
    },
  });
  if (updated.count !== 1) throw new StaleWrite();
  try {
    await tx.gameAction.createMany({
      data: steps.map((step, i) => ({
        gameId: row.id,
        seq: row.version + i + 1,
        seat: step.seat,
        clientActionId: step.clientActionId,
        action: toJson(step.action),
        at: new Date(step.at),
      })),
    });
  } catch (error) {
    // Only here does a unique violation mean "this client action id (or seq) is taken": one
    // from the results or ratings below is a failure to record the end, not a duplicate.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new DuplicateAction();
    }
    throw error;
  }
  if (over) {
    const at = new Date(steps[steps.length - 1]?.at ?? Date.now());
    await recordGameEnd(tx, { gameId: row.id, kind: module.kind, result, at });
    await announceEndToRoom(tx, row.id);
  }
  // Delivered at commit, to every instance; subscribers re-read what changed.
  await tx.$executeRaw`SELECT pg_notify(${GAME_CHANNEL}, ${JSON.stringify({ id: row.id, v: version })})`;
  return { version };
}

class StaleWrite extends Error {}
class DuplicateAction extends Error {}

/**
 * A game's end changes its room (open again, a rematch possible), so the room's version
 * moves and its watchers hear it; otherwise room pages would show the game as still on.
 */
async function announceEndToRoom(tx: Prisma.TransactionClient, gameId: string): Promise<void> {
  const game = await tx.game.findUnique({ where: { id: gameId }, select: { roomId: true } });
  if (!game?.roomId) return;
  const room = await tx.room.update({
    where: { id: game.roomId },
    data: { version: { increment: 1 } },
    select: { version: true },
  });
  await notifyRoom(tx, game.roomId, room.version);
}
