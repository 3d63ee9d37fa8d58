import type { Db } from "@wordhall/db";
import { hasRole, type Role } from "../../auth/roles";
import { AppError } from "../../errors";
import { dayClosed, dayFromDate } from "../daily/daily-day";

// Who may see a room or a game at all: one rule, used by every procedure and subscription
// that takes a room or game id. Someone who may not see it gets the same NOT_FOUND, with the
// same sentence, as for an id that does not exist, so no answer tells them it does. Someone
// who may see it but not do what they asked (a moderator in another's room, a spectator
// making a move) gets FORBIDDEN.

export type Viewer = { readonly id: string; readonly role: Role } | null;

export const isStaff = (viewer: Viewer): boolean => viewer !== null && hasRole(viewer.role, "moderator");

/** Public rooms are everyone's; a private room is its members' and the moderators'. */
export function maySeeRoom(
  room: { readonly visibility: string },
  viewer: Viewer,
  isMember: boolean,
): boolean {
  return room.visibility === "public" || isMember || isStaff(viewer);
}

/** What the rule reads of a game; `daily` is its Daily attempt's day, when it is one. */
export type GameVisibilityFacts = {
  readonly room: { readonly visibility: string } | null;
  readonly status: string;
  readonly daily: { readonly day: Date } | null;
};

/**
 * A game is seen as its room is, and always by its seated players (who may have left the
 * room) and moderators. A game without a room is one of two kinds. A BuyWord Daily attempt
 * (docs/daily.md) is its player's while its day runs, and everyone's once it is finished and
 * its day has closed: the day's draws are public then, and the board links its games. Any
 * other (its room was deleted with its host's account) has nobody else to be shown to.
 */
export function maySeeGame(
  game: GameVisibilityFacts,
  viewer: Viewer,
  who: { readonly seated: boolean; readonly member: boolean },
  now = Date.now(),
): boolean {
  if (who.seated || isStaff(viewer)) return true;
  if (game.room === null) return publishedDaily(game, now);
  return maySeeRoom(game.room, viewer, who.member);
}

function publishedDaily(game: GameVisibilityFacts, now: number): boolean {
  return game.daily !== null && game.status === "finished" && dayClosed(dayFromDate(game.daily.day), now);
}

/** The columns of a game the rule reads, for a Prisma `select`. */
export const GAME_VISIBILITY_SELECT = { status: true, daily: { select: { day: true } } } as const;

export const roomNotFound = () => new AppError("NOT_FOUND", "That room does not exist.");
export const gameNotFound = () => new AppError("NOT_FOUND", "That game does not exist.");

/** Refuses with roomNotFound unless the viewer may see the room (for checks that read no more of it). */
export async function requireVisibleRoom(db: Db, viewer: Viewer, roomId: string): Promise<void> {
  const room = await db.room.findUnique({
    where: { id: roomId },
    select: {
      visibility: true,
      members: { where: { userId: viewer?.id ?? "" }, select: { userId: true } },
    },
  });
  if (!room || !maySeeRoom(room, viewer, room.members.length > 0)) throw roomNotFound();
}

/**
 * Refuses with gameNotFound unless the viewer may see the game; for a caller who holds no
 * seat in it (the seated were let through by the caller's own read).
 */
export async function requireVisibleGame(db: Db, viewer: Viewer, gameId: string): Promise<void> {
  const game = await db.game.findUnique({
    where: { id: gameId },
    select: {
      ...GAME_VISIBILITY_SELECT,
      seats: { where: { userId: viewer?.id ?? "" }, select: { seat: true } },
      room: {
        select: {
          visibility: true,
          members: { where: { userId: viewer?.id ?? "" }, select: { userId: true } },
        },
      },
    },
  });
  if (!game) throw gameNotFound();
  const who = { seated: game.seats.length > 0, member: (game.room?.members.length ?? 0) > 0 };
  if (!maySeeGame(game, viewer, who)) throw gameNotFound();
}
