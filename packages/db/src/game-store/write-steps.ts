import { Prisma } from "../generated/prisma/client";
import { type CommitInput, versionAfter } from "./commit-games";

/** The game moved on since it was read: nothing was written. */
export class StaleWrite extends Error {}
/** This client action id (or seq) is already in the game's log: nothing was written. */
export class DuplicateAction extends Error {}

/** JSONB columns take plain JSON; engine states and actions are plain data by design. */
const json = (value: unknown) => value as Prisma.InputJsonValue;

/**
 * A game's steps inside a transaction the caller holds, for writes that do more than the
 * one-statement commit can: a game's end (the caller records results and ratings in the
 * same transaction, then NOTIFYs) and the scheduler's expiries (the row is locked by its
 * claim). Guarded by the version read, like every write of a game's state; throws
 * StaleWrite or DuplicateAction, which leave the transaction to be rolled back.
 */
export async function writeGameSteps(
  tx: Prisma.TransactionClient,
  input: CommitInput & { readonly finished: boolean },
): Promise<{ version: number }> {
  const version = versionAfter(input);
  const updated = await tx.game.updateMany({
    where: { id: input.gameId, version: input.fromVersion, status: "active" },
    data: {
      state: json(input.state),
      version,
      nextDeadline: input.finished || input.nextDeadline === null ? null : new Date(input.nextDeadline),
      ...(input.finished ? { status: "finished" as const, finishedAt: new Date() } : {}),
    },
  });
  if (updated.count !== 1) throw new StaleWrite();
  try {
    await tx.gameAction.createMany({
      data: input.steps.map((step, i) => ({
        gameId: input.gameId,
        seq: input.fromVersion + i + 1,
        seat: step.seat,
        clientActionId: step.clientActionId,
        action: json(step.action),
        at: new Date(step.at),
      })),
    });
  } catch (error) {
    // Only here does a unique violation mean "this client action id (or seq) is taken": one
    // from what the caller writes next (results, ratings) is a failure to record the end.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new DuplicateAction();
    }
    throw error;
  }
  return { version };
}
