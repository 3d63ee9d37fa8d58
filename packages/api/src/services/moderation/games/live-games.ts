import type { Db } from "@wordhall/db";
import { fromDbKind } from "../../games/game-kinds";

/** How long a game may go without a move before the dashboard calls it idle. */
export const IDLE_AFTER_MS = 10 * 60 * 1000;
const LIST_LIMIT = 200;

export type Player = { readonly seat: number; readonly userId: string; readonly name: string };

export type ActiveGame = {
  readonly gameId: string;
  readonly kind: "oh-my-word" | "buyword";
  readonly version: number;
  readonly startedAt: string;
  /** When the last move (or timer expiry) was written. */
  readonly lastMoveAt: string;
  readonly idleSeconds: number;
  /** No move for a while and no timer pending: probably stuck (a moderator may end it). */
  readonly idle: boolean;
  /**
   * A server timer is pending (the hidden timer, a decision's time limit, a challenge's
   * window). When it fires is left out: Oh My Word's is the secret the game turns on, and
   * whoever could read it here could tell a seated friend (or be that player).
   */
  readonly timerPending: boolean;
  readonly players: readonly Player[];
  readonly room: {
    readonly id: string;
    readonly name: string;
    readonly code: string;
    readonly visibility: string;
  } | null;
};

export type OpenRoom = {
  readonly roomId: string;
  readonly name: string;
  readonly code: string;
  readonly kind: "oh-my-word" | "buyword";
  readonly visibility: string;
  readonly host: { readonly id: string; readonly name: string };
  readonly members: number;
  readonly seated: number;
  readonly createdAt: string;
  readonly updatedAt: string;
};

/** Games being played (oldest first) and rooms waiting between games, as the server has them. */
export async function activeGames(
  db: Db,
  now = Date.now(),
): Promise<{ games: ActiveGame[]; rooms: OpenRoom[] }> {
  const [games, rooms] = await Promise.all([
    db.game.findMany({
      where: { status: "active" },
      orderBy: { createdAt: "asc" },
      take: LIST_LIMIT,
      select: {
        id: true,
        kind: true,
        version: true,
        createdAt: true,
        updatedAt: true,
        nextDeadline: true,
        seats: {
          orderBy: { seat: "asc" },
          select: { seat: true, userId: true, user: { select: { name: true } } },
        },
        room: { select: { id: true, name: true, code: true, visibility: true } },
      },
    }),
    db.room.findMany({
      where: { status: { not: "closed" }, games: { none: { status: "active" } } },
      orderBy: { updatedAt: "desc" },
      take: LIST_LIMIT,
      select: {
        id: true,
        name: true,
        code: true,
        kind: true,
        visibility: true,
        createdAt: true,
        updatedAt: true,
        host: { select: { id: true, name: true } },
        members: { select: { seat: true } },
      },
    }),
  ]);
  return {
    games: games.map((g) => {
      const idleMs = Math.max(0, now - g.updatedAt.getTime());
      return {
        gameId: g.id,
        kind: fromDbKind(g.kind),
        version: g.version,
        startedAt: g.createdAt.toISOString(),
        lastMoveAt: g.updatedAt.toISOString(),
        idleSeconds: Math.round(idleMs / 1000),
        idle: idleMs >= IDLE_AFTER_MS && (g.nextDeadline === null || g.nextDeadline.getTime() < now - 60_000),
        timerPending: g.nextDeadline !== null,
        players: g.seats.map((s) => ({ seat: s.seat, userId: s.userId, name: s.user.name })),
        room: g.room,
      };
    }),
    rooms: rooms.map((r) => ({
      roomId: r.id,
      name: r.name,
      code: r.code,
      kind: fromDbKind(r.kind),
      visibility: r.visibility,
      host: r.host,
      members: r.members.length,
      seated: r.members.filter((m) => m.seat !== null).length,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
  };
}
