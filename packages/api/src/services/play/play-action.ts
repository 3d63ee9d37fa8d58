import type { Db } from "@wordhall/db";
import type { GameKind } from "@wordhall/engine";
import { AppError } from "../../errors";
import { type ActionOutcome, applyPlayerAction } from "../games/apply-action";
import { fromDbKind } from "../games/game-kinds";

/**
 * A seat's action sent through one game's procedures: refused when the game is of the
 * other kind (both games have a "pass"; one must never be read as the other's).
 */
export async function playAction(
  db: Db,
  input: { kind: GameKind; gameId: string; userId: string; clientActionId: string; action: unknown },
): Promise<ActionOutcome> {
  const game = await db.game.findUnique({ where: { id: input.gameId }, select: { kind: true } });
  if (!game) throw new AppError("NOT_FOUND", "That game does not exist.");
  if (fromDbKind(game.kind) !== input.kind) {
    throw new AppError("BAD_REQUEST", "That move belongs to another game than this one.");
  }
  return applyPlayerAction(db, input);
}
