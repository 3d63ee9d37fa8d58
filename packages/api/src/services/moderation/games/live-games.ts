import type { Db } from "@wordhall/db";
import { AppError } from "../../../errors";
import { fromDbKind } from "../../games/game-kinds";
import { storedRoomConfigSchema } from "../../rooms/room-settings";

/** How long a game may go without a move before the dashboard calls it idle. */
export const IDLE_AFTER_MS = 10 * 60 * 1000;
const LIST_LIMIT = 200;

type Player = { readonly seat: number; readonly userId: string; readonly name: string };

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
  readonly nextDeadline: string | null;
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
        nextDeadline: g.nextDeadline?.toISOString() ?? null,
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

export type GameForModerator = {
  readonly gameId: string;
  readonly kind: "oh-my-word" | "buyword";
  readonly status: "active" | "finished" | "aborted";
  readonly engineVersion: string;
  readonly version: number;
  readonly startedAt: string;
  readonly lastMoveAt: string;
  readonly finishedAt: string | null;
  readonly endedReason: string | null;
  readonly nextDeadline: string | null;
  readonly config: unknown;
  /** The whole server-side state, hidden information included (moderators only). */
  readonly state: unknown;
  /** Kept on the server until the game is over: with it, the rest of the game can be foreseen. */
  readonly seed: string | null;
  readonly players: readonly Player[];
  readonly room: {
    readonly id: string;
    readonly name: string;
    readonly code: string;
    readonly visibility: string;
    readonly settings: unknown;
  } | null;
  readonly recentActions: readonly {
    readonly seq: number;
    readonly seat: number | null;
    readonly action: unknown;
    readonly at: string;
  }[];
  readonly actionCount: number;
  readonly results: readonly {
    readonly seat: number;
    readonly userId: string;
    readonly rank: number;
    readonly score: number;
  }[];
};

const RECENT_ACTIONS = 50;

/** One game from the server's side: full state, recent actions, players, room and results. */
export async function gameForModerator(db: Db, gameId: string): Promise<GameForModerator> {
  const game = await db.game.findUnique({
    where: { id: gameId },
    include: {
      seats: {
        orderBy: { seat: "asc" },
        select: { seat: true, userId: true, user: { select: { name: true } } },
      },
      room: { select: { id: true, name: true, code: true, visibility: true, config: true } },
      actions: {
        orderBy: { seq: "desc" },
        take: RECENT_ACTIONS,
        select: { seq: true, seat: true, action: true, at: true },
      },
      results: { orderBy: { seat: "asc" }, select: { seat: true, userId: true, rank: true, score: true } },
      _count: { select: { actions: true } },
    },
  });
  if (!game) throw new AppError("NOT_FOUND", "That game does not exist.");
  const settings = game.room ? storedRoomConfigSchema.safeParse(game.room.config) : null;
  return {
    gameId: game.id,
    kind: fromDbKind(game.kind),
    status: game.status,
    engineVersion: game.engineVersion,
    version: game.version,
    startedAt: game.createdAt.toISOString(),
    lastMoveAt: game.updatedAt.toISOString(),
    finishedAt: game.finishedAt?.toISOString() ?? null,
    endedReason: game.endedReason,
    nextDeadline: game.nextDeadline?.toISOString() ?? null,
    config: game.config,
    state: game.state,
    seed: game.status === "active" ? null : game.seed,
    players: game.seats.map((s) => ({ seat: s.seat, userId: s.userId, name: s.user.name })),
    room: game.room
      ? {
          id: game.room.id,
          name: game.room.name,
          code: game.room.code,
          visibility: game.room.visibility,
          settings: settings?.success ? settings.data.game : null,
        }
      : null,
    recentActions: game.actions
      .map((a) => ({ seq: a.seq, seat: a.seat, action: a.action, at: a.at.toISOString() }))
      .reverse(),
    actionCount: game._count.actions,
    results: game.results,
  };
}
