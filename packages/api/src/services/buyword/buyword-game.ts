import type { Db } from "@wordhall/db";
import { type BuywordConfig, buywordConfigSchema } from "@wordhall/engine";
import { AppError } from "../../errors";
import { gameForViewer, type Viewer } from "../records/game-access";

/** A BuyWord game the caller may look at, with its room config; anything else is refused. */
export async function buywordGameForViewer(db: Db, viewer: Viewer, gameId: string) {
  const { game, seat } = await gameForViewer(db, viewer, gameId);
  if (game.kind !== "buyword") throw new AppError("BAD_REQUEST", "That is not a BuyWord game.");
  const row = await db.game.findUniqueOrThrow({ where: { id: gameId }, select: { config: true } });
  const config: BuywordConfig = buywordConfigSchema.parse(row.config);
  return { game, seat, config };
}
