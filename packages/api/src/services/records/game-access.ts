import type { Db } from "@wordhall/db";
import { hasRole } from "../../auth/roles";
import { AppError } from "../../errors";
import type { SessionUser } from "../../trpc";

export type Viewer = Pick<SessionUser, "id" | "role"> | null;

/**
 * Whether the caller may look at a game at all, and from which seat: games of public rooms
 * (and games without a room) are open to everyone; a private room's games only to its members,
 * the seated players and moderators. Anyone else learns nothing, not even that it exists.
 */
export async function gameForViewer(db: Db, viewer: Viewer, gameId: string) {
  const game = await db.game.findUnique({
    where: { id: gameId },
    select: {
      id: true,
      kind: true,
      status: true,
      version: true,
      room: {
        select: {
          visibility: true,
          members: { where: { userId: viewer?.id ?? "" }, select: { userId: true } },
        },
      },
      seats: { select: { seat: true, userId: true }, orderBy: { seat: "asc" } },
    },
  });
  const seat = game?.seats.find((s) => s.userId === viewer?.id)?.seat ?? null;
  const member = (game?.room?.members.length ?? 0) > 0;
  const mayModerate = viewer !== null && hasRole(viewer.role, "moderator");
  if (!game || (game.room?.visibility === "private" && seat === null && !member && !mayModerate)) {
    throw new AppError("NOT_FOUND", "That game does not exist.");
  }
  return { game, seat };
}
