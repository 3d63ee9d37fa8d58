import type { Db } from "@wordhall/db";
import { gameForViewer, type Viewer } from "../services/records/game-access";

/**
 * Whose eyes a live subscription sees through: a seated player gets that seat's view;
 * anyone else who may see the game (services/access/visibility.ts, the same rule as
 * games.view) gets the spectator view (seat null). Anyone else gets NOT_FOUND, as for a game
 * that does not exist. `roomId`: the room whose changes can change that answer.
 */
export async function resolveViewer(
  db: Db,
  gameId: string,
  viewer: Viewer,
): Promise<{ seat: number | null; roomId: string | null }> {
  const { game, seat } = await gameForViewer(db, viewer, gameId);
  return { seat, roomId: game.roomId };
}
