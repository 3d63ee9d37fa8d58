import type { Db } from "@wordhall/db";
import { GAME_VISIBILITY_SELECT, gameNotFound, maySeeGame, type Viewer } from "../access/visibility";

export type { Viewer } from "../access/visibility";

/**
 * Whether the caller may look at a game at all, and from which seat (services/access has the
 * rule). Anyone else learns nothing, not even that it exists.
 */
export async function gameForViewer(db: Db, viewer: Viewer, gameId: string) {
  const game = await db.game.findUnique({
    where: { id: gameId },
    select: {
      ...GAME_VISIBILITY_SELECT,
      id: true,
      kind: true,
      version: true,
      roomId: true,
      room: {
        select: {
          visibility: true,
          members: { where: { userId: viewer?.id ?? "" }, select: { userId: true } },
        },
      },
      seats: { select: { seat: true, userId: true }, orderBy: { seat: "asc" } },
    },
  });
  if (!game) throw gameNotFound();
  const seat = game.seats.find((s) => s.userId === viewer?.id)?.seat ?? null;
  const member = (game.room?.members.length ?? 0) > 0;
  if (!maySeeGame(game, viewer, { seated: seat !== null, member })) throw gameNotFound();
  return { game, seat };
}
