import type { Db, Prisma } from "@wordhall/db";
import {
  DuplicateAction,
  type GameRow,
  type GameStep,
  notifyGame,
  StaleWrite,
  writeGameSteps,
} from "@wordhall/db/game-store";
import type { AnyGameModule } from "@wordhall/engine";
import { recordGameEnd } from "../results/record-game-end";
import { notifyRoom } from "../rooms/room-channel";
import { scheduledAt } from "./game-row";
import { moveNotSaved } from "./save-failure";

export type Step = GameStep;

export { GAME_CHANNEL } from "@wordhall/db/game-store";

type StepsInput = {
  module: AnyGameModule;
  row: GameRow;
  steps: readonly Step[];
  finalState: unknown;
  /** How long past its next deadline the scheduler waits (lag-source.ts); 0 by default. */
  graceMs?: number;
  /** When the game's bots move next, planned on the version this write makes (bot-plan.ts). */
  botAt?: number | null;
};

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
  const result = module.result(finalState);
  const over = result !== null;
  const { version } = await writeGameSteps(tx, {
    gameId: row.id,
    fromVersion: row.version,
    steps,
    state: finalState,
    nextDeadline: over ? null : scheduledAt(module, finalState, input.graceMs ?? 0, input.botAt ?? null),
    finished: over,
  });
  if (over) {
    const at = new Date(steps[steps.length - 1]?.at ?? Date.now());
    await recordGameEnd(tx, { gameId: row.id, kind: module.kind, result, at });
    await announceEndToRoom(tx, row.id);
  }
  // Delivered at commit, to every instance; subscribers re-read what changed.
  await notifyGame(tx, { id: row.id, v: version });
  return { version };
}

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
