import type { Db } from "@wordhall/db";
import type { GameKind } from "@wordhall/engine";
import { z } from "zod";
import { AppError } from "../../errors";
import { maySeeRoom, roomNotFound, type Viewer } from "../access/visibility";
import { fromDbKind, toDbKind } from "../games/game-kinds";
import { type GuideView, guideView } from "../learn/guides";
import { type ChatMessage, chatTail } from "./chat";
import { inviteCodeInputSchema, invitePath, normaliseInviteCode } from "./invite-code";
import {
  gameKindSchema,
  type PackBoard,
  type RoomOptions,
  roomOptionsSchema,
  storedRoomConfigSchema,
} from "./room-settings";
import { seatCount } from "./seat-rules";

type Person = { readonly id: string; readonly name: string };

export type RoomView = {
  readonly id: string;
  readonly code: string;
  readonly invitePath: string;
  readonly name: string;
  readonly kind: GameKind;
  readonly visibility: "public" | "private";
  /** "open" between games, "playing" while the current game runs, "closed" once empty. */
  readonly status: "open" | "playing" | "closed";
  readonly version: number;
  readonly host: Person;
  readonly config: {
    readonly game: Record<string, unknown>;
    readonly packBoards: readonly PackBoard[] | null;
    /** The room's own options (services/rooms/room-settings.ts). */
    readonly options: RoomOptions;
  };
  readonly seats: readonly {
    readonly seat: number;
    readonly player: Person | null;
    readonly ready: boolean;
    /** The level of the bot in this seat (a seat the server plays), else null. */
    readonly bot: "easy" | "normal" | "hard" | null;
  }[];
  readonly spectators: readonly Person[];
  readonly currentGame: {
    readonly id: string;
    readonly status: "active" | "finished" | "aborted";
    /** Why a moderator ended it, when status is "aborted" (shown to the room). */
    readonly endedReason: string | null;
    /** Set on a guided first game (services/learn): the table shows the coach. */
    readonly guide: GuideView | null;
  } | null;
  readonly chat: readonly ChatMessage[];
  /** The caller's place in the room, or null when they are not in it. */
  readonly me: { readonly seat: number | null; readonly ready: boolean; readonly isHost: boolean } | null;
};

export const lobbySchema = z.object({
  kind: gameKindSchema.optional(),
  cursor: z.uuid().optional(),
  limit: z.number().int().min(1).max(50).default(20),
});
export const roomCodeSchema = z.object({ code: inviteCodeInputSchema });

/** The room as the caller may see it: public rooms to everyone, private ones to members (and moderators). */
export async function getRoom(db: Db, viewer: Viewer, roomId: string): Promise<RoomView> {
  const room = await db.room.findUnique({
    where: { id: roomId },
    include: {
      host: { select: { id: true, name: true } },
      members: {
        include: { user: { select: { id: true, name: true, botLevel: true } } },
        orderBy: { joinedAt: "asc" },
      },
    },
  });
  const mine = room?.members.find((m) => m.userId === viewer?.id);
  if (!room || !maySeeRoom(room, viewer, mine !== undefined)) throw roomNotFound();
  const config = storedRoomConfigSchema.parse(room.config);
  const kind = fromDbKind(room.kind);
  const game = room.currentGameId
    ? await db.game.findUnique({
        where: { id: room.currentGameId },
        select: { id: true, status: true, endedReason: true, guide: true },
      })
    : null;
  const bySeat = new Map(room.members.filter((m) => m.seat !== null).map((m) => [m.seat, m]));
  return {
    id: room.id,
    code: room.code,
    invitePath: invitePath(room.code),
    name: room.name,
    kind,
    visibility: room.visibility,
    status: room.status === "closed" ? "closed" : game?.status === "active" ? "playing" : "open",
    version: room.version,
    host: room.host,
    config: { game: config.game, packBoards: config.packBoards, options: config.options },
    seats: Array.from({ length: seatCount(kind, config.game) }, (_, seat) => {
      const member = bySeat.get(seat);
      const bot = member?.user.botLevel ?? null;
      const player = member ? { id: member.user.id, name: member.user.name } : null;
      // Bots are always ready (BOT-2).
      return { seat, player, ready: (member?.ready ?? false) || bot !== null, bot };
    }),
    spectators: room.members
      .filter((m) => m.seat === null)
      .map((m) => ({ id: m.user.id, name: m.user.name })),
    currentGame: game ? { ...game, guide: guideView(game.guide) } : null,
    chat: await chatTail(db, room.id),
    me: mine ? { seat: mine.seat, ready: mine.ready, isHost: room.hostId === mine.userId } : null,
  };
}

export type RoomSummary = {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly kind: GameKind;
  readonly visibility: "public" | "private";
  readonly host: Person;
  readonly seatsTaken: number;
  readonly seatCount: number;
  readonly spectators: number;
  /** ISO timestamp. */
  readonly createdAt: string;
};

const summaryInclude = {
  host: { select: { id: true, name: true } },
  members: { select: { seat: true } },
} as const;

function toSummary(room: {
  id: string;
  code: string;
  name: string;
  kind: "oh_my_word" | "buyword";
  visibility: "public" | "private";
  config: unknown;
  createdAt: Date;
  host: Person;
  members: { seat: number | null }[];
}): RoomSummary {
  const kind = fromDbKind(room.kind);
  const seated = room.members.filter((m) => m.seat !== null).length;
  return {
    id: room.id,
    code: room.code,
    name: room.name,
    kind,
    visibility: room.visibility,
    host: room.host,
    seatsTaken: seated,
    seatCount: seatCount(kind, storedRoomConfigSchema.parse(room.config).game),
    spectators: room.members.length - seated,
    createdAt: room.createdAt.toISOString(),
  };
}

/** Public rooms waiting for a game (never started, or between games), newest first. */
export async function listLobby(
  db: Db,
  input: { kind?: GameKind | undefined; cursor?: string | undefined; limit: number },
): Promise<{ items: RoomSummary[]; nextCursor: string | null }> {
  const rooms = await db.room.findMany({
    where: {
      visibility: "public",
      status: { not: "closed" },
      games: { none: { status: "active" } },
      ...(input.kind ? { kind: toDbKind(input.kind) } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: input.limit + 1,
    ...(input.cursor ? { cursor: { id: input.cursor }, skip: 1 } : {}),
    include: summaryInclude,
  });
  const items = rooms.slice(0, input.limit).map(toSummary);
  return { items, nextCursor: rooms.length > input.limit ? (items[items.length - 1]?.id ?? null) : null };
}

/** What an invite link shows before joining; the code itself is the permission. */
export async function roomByCode(db: Db, code: string): Promise<RoomSummary> {
  const room = await db.room.findUnique({
    where: { code: normaliseInviteCode(code) },
    include: summaryInclude,
  });
  if (!room || room.status === "closed") throw new AppError("NOT_FOUND", "No room has that invite code.");
  return toSummary(room);
}

/** The rooms the caller is in, newest first. */
export async function listMyRooms(db: Db, userId: string): Promise<RoomSummary[]> {
  const rooms = await db.room.findMany({
    where: { status: { not: "closed" }, members: { some: { userId } } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 50,
    include: summaryInclude,
  });
  return rooms.map(toSummary);
}

/**
 * A room's own options, as its games are played under them (they can't change while a game
 * runs). The defaults for a room stored before the options existed, or none at all.
 */
export async function readRoomOptions(db: Db, roomId: string | null): Promise<RoomOptions> {
  const room =
    roomId === null ? null : await db.room.findUnique({ where: { id: roomId }, select: { config: true } });
  const parsed = storedRoomConfigSchema.shape.options.safeParse(
    (room?.config as { options?: unknown } | null | undefined)?.options,
  );
  return parsed.success ? parsed.data : roomOptionsSchema.parse({});
}
