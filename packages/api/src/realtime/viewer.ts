import type { Db } from "@wordhall/db";
import { gameForViewer } from "../services/records/game-access";
import type { SessionUser } from "../trpc";

/**
 * Whose eyes a live subscription sees through: a seated player gets that seat's view;
 * anyone else who may see the game (services/access/visibility.ts, the same rule as
 * games.view) gets the spectator view (seat null). Anyone else gets NOT_FOUND, as for a game
 * that does not exist.
 */
export async function resolveViewer(
  db: Db,
  gameId: string,
  user: SessionUser | null,
): Promise<{ seat: number | null }> {
  const { seat } = await gameForViewer(db, user, gameId);
  return { seat };
}
