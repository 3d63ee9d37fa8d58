import type { Db, Prisma } from "@wordhall/db";
import type { GameKind } from "@wordhall/engine";
import type { Role } from "../../auth/roles";
import { AppError } from "../../errors";
import { maySeeRoom, roomNotFound } from "../access/visibility";
import { fromDbKind } from "../games/game-kinds";
import { notifyRoom } from "./room-channel";
import { type StoredRoomConfig, storedRoomConfigSchema } from "./room-settings";
import { seatCount } from "./seat-rules";

export type LockedMember = {
  readonly userId: string;
  readonly seat: number | null;
  readonly ready: boolean;
  readonly joinedAt: Date;
  /** The level of a bot the host seated (services/bots), else null: a person. */
  readonly bot: "easy" | "normal" | "hard" | null;
};

/** A room read under its row lock: nothing else changes it until the transaction ends. */
export type LockedRoom = {
  readonly tx: Prisma.TransactionClient;
  readonly id: string;
  readonly kind: GameKind;
  readonly hostId: string;
  readonly status: "open" | "playing" | "closed";
  readonly visibility: "public" | "private";
  readonly version: number;
  readonly config: StoredRoomConfig;
  readonly seats: number;
  readonly members: readonly LockedMember[];
  readonly currentGameId: string | null;
  /** True while the room's current game is still being played. */
  readonly gameActive: boolean;
  member(userId: string): LockedMember | undefined;
};

const TX_OPTIONS = { maxWait: 10_000, timeout: 15_000 };

/**
 * Who changes the room. `invited`: they reached it through its invite code, which is the key
 * to a private room (joining); everyone else must be able to see the room already.
 */
export type RoomActor = { readonly id: string; readonly role: Role; readonly invited?: boolean };

/**
 * Runs one change to a room in a transaction that first locks the room's row, so joins,
 * seat moves and starts of the same room happen one after another and each sees the
 * previous one's result. When `change` reports it changed something, the room's version
 * goes up by one and a notification goes out at commit. A private room answers someone who
 * may not see it exactly as a missing room does.
 */
export async function changeRoom<T>(
  db: Db,
  roomId: string,
  actor: RoomActor,
  change: (room: LockedRoom) => Promise<{ value: T; changed: boolean }>,
): Promise<T> {
  return db.$transaction(async (tx) => {
    // NO KEY UPDATE still lets rows that reference the room (members, games) be inserted.
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM room WHERE id = ${roomId} FOR NO KEY UPDATE`;
    if (locked.length === 0) throw roomNotFound();
    const room = await loadLockedRoom(tx, roomId);
    if (!actor.invited && !maySeeRoom(room, actor, room.member(actor.id) !== undefined)) {
      throw roomNotFound();
    }
    const { value, changed } = await change(room);
    if (changed) {
      const { version } = await tx.room.update({
        where: { id: roomId },
        data: { version: { increment: 1 } },
        select: { version: true },
      });
      await notifyRoom(tx, roomId, version);
    }
    return value;
  }, TX_OPTIONS);
}

async function loadLockedRoom(tx: Prisma.TransactionClient, roomId: string): Promise<LockedRoom> {
  const row = await tx.room.findUniqueOrThrow({
    where: { id: roomId },
    include: {
      members: {
        orderBy: [{ joinedAt: "asc" }, { userId: "asc" }],
        include: { user: { select: { botLevel: true } } },
      },
    },
  });
  const game = row.currentGameId
    ? await tx.game.findUnique({ where: { id: row.currentGameId }, select: { status: true } })
    : null;
  const config = storedRoomConfigSchema.parse(row.config);
  const kind = fromDbKind(row.kind);
  const members = row.members.map((m) => ({
    userId: m.userId,
    seat: m.seat,
    ready: m.ready,
    joinedAt: m.joinedAt,
    bot: m.user.botLevel,
  }));
  return {
    tx,
    id: row.id,
    kind,
    hostId: row.hostId,
    status: row.status,
    visibility: row.visibility,
    version: row.version,
    config,
    seats: seatCount(kind, config.game),
    members,
    currentGameId: row.currentGameId,
    gameActive: game?.status === "active",
    member: (userId) => members.find((m) => m.userId === userId),
  };
}

export function requireMember(room: LockedRoom, userId: string): LockedMember {
  const member = room.member(userId);
  if (!member) throw new AppError("FORBIDDEN", "You are not in this room.");
  return member;
}

export function requireHost(room: LockedRoom, userId: string, action: string): void {
  if (room.hostId !== userId) throw new AppError("FORBIDDEN", `Only the host can ${action}.`);
}

export function requireNoGame(room: LockedRoom, message: string): void {
  if (room.gameActive) throw new AppError("CONFLICT", message);
}

export function requireOpen(room: LockedRoom): void {
  if (room.status === "closed") throw new AppError("CONFLICT", "This room is closed.");
}

export function toStoredConfig(config: StoredRoomConfig): Prisma.InputJsonValue {
  return config as unknown as Prisma.InputJsonValue;
}
