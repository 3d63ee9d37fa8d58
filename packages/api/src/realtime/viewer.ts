import type { Db } from "@wordhall/db";
import { hasRole } from "../auth/roles";
import { AppError } from "../errors";
import type { SessionUser } from "../trpc";

/**
 * Whose eyes a live subscription sees through: a seated player gets that seat's view;
 * anyone else gets the spectator view (seat null), if they may watch at all. Games in a
 * public room are open to everyone, signed in or not; a private room's games to its
 * members; moderators may watch any game. A game with no room is for its players only.
 */
export async function resolveViewer(
  db: Db,
  gameId: string,
  user: SessionUser | null,
): Promise<{ seat: number | null }> {
  const game = await db.game.findUnique({
    where: { id: gameId },
    select: {
      seats: { select: { seat: true, userId: true } },
      room: { select: { id: true, visibility: true } },
    },
  });
  if (!game) throw new AppError("NOT_FOUND", "That game does not exist.");
  const seat = user ? game.seats.find((s) => s.userId === user.id)?.seat : undefined;
  if (seat !== undefined) return { seat };
  if (game.room?.visibility === "public") return { seat: null };
  if (user && hasRole(user.role, "moderator")) return { seat: null };
  if (user && game.room) {
    const member = await db.roomMember.findUnique({
      where: { roomId_userId: { roomId: game.room.id, userId: user.id } },
      select: { userId: true },
    });
    if (member) return { seat: null };
  }
  if (!user) throw new AppError("UNAUTHORIZED", "Sign in to watch this game.");
  throw new AppError(
    "FORBIDDEN",
    "This game is private: only its players and its room's members can watch it.",
  );
}
