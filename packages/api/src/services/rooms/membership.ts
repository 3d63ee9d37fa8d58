import type { Db } from "@wordhall/db";
import { z } from "zod";
import { AppError } from "../../errors";
import { userIdSchema } from "../ids";
import { inviteCodeInputSchema, normaliseInviteCode } from "./invite-code";
import {
  changeRoom,
  type LockedRoom,
  type RoomActor,
  requireHost,
  requireMember,
  requireNoGame,
  requireOpen,
  toStoredConfig,
} from "./locked-room";
import { MAX_MEMBERS } from "./seat-rules";

export const roomIdSchema = z.object({ roomId: z.uuid("That is not a room id.") });

export const joinRoomSchema = z
  .object({
    roomId: z.uuid("That is not a room id.").optional(),
    code: inviteCodeInputSchema.optional(),
    as: z.enum(["player", "spectator"]).default("player"),
  })
  .refine(
    (v) => (v.roomId === undefined) !== (v.code === undefined),
    "Give either a room id or an invite code.",
  );

export const takeSeatSchema = roomIdSchema.extend({ seat: z.number().int().min(0).max(7).optional() });
export const readySchema = roomIdSchema.extend({ ready: z.boolean() });
export const kickSchema = roomIdSchema.extend({ userId: userIdSchema });

export type SeatOutcome = { readonly seat: number | null };

/**
 * Joins a room, by id for public rooms or by invite code for any room. A player gets the
 * lowest free seat; a spectator watches without one. Joining again changes nothing.
 */
export async function joinRoom(
  db: Db,
  actor: RoomActor,
  input: { roomId?: string | undefined; code?: string | undefined; as: "player" | "spectator" },
): Promise<{ roomId: string; seat: number | null }> {
  const userId = actor.id;
  const roomId = await findJoinable(db, input);
  // findJoinable let only a public room through by id; any room by its code.
  return changeRoom(db, roomId, { ...actor, invited: true }, async (room) => {
    requireOpen(room);
    const existing = room.member(userId);
    if (existing) return { value: { roomId, seat: existing.seat }, changed: false };
    if (room.config.kicked.includes(userId)) {
      throw new AppError("FORBIDDEN", "The host removed you from this room.");
    }
    if (room.members.length >= MAX_MEMBERS) throw new AppError("CONFLICT", "The room is full.");
    let seat: number | null = null;
    if (input.as === "player") {
      requireNoGame(room, "The game has already started; you can join as a spectator.");
      seat = lowestFreeSeat(room);
      if (seat === null) throw new AppError("CONFLICT", "The room is full.");
    }
    await room.tx.roomMember.create({
      data: { roomId, userId, role: seat === null ? "spectator" : "player", seat },
    });
    return { value: { roomId, seat }, changed: true };
  });
}

async function findJoinable(db: Db, input: { roomId?: string | undefined; code?: string | undefined }) {
  if (input.code !== undefined) {
    const room = await db.room.findUnique({
      where: { code: normaliseInviteCode(input.code) },
      select: { id: true },
    });
    if (!room) throw new AppError("NOT_FOUND", "No room has that invite code.");
    return room.id;
  }
  const room = await db.room.findUnique({
    where: { id: input.roomId ?? "" },
    select: { id: true, visibility: true },
  });
  // A private room is reached only through its invite code.
  if (room?.visibility !== "public") throw new AppError("NOT_FOUND", "That room does not exist.");
  return room.id;
}

/**
 * Leaves a room. A player who leaves during a game stays in that game (as at a table, they
 * simply risk the timer); the room hands hosting to the longest-seated player, else the
 * longest-present spectator, and closes when nobody is left.
 */
export async function leaveRoom(db: Db, actor: RoomActor, roomId: string): Promise<void> {
  const userId = actor.id;
  await changeRoom(db, roomId, actor, async (room) => {
    requireMember(room, userId);
    await room.tx.roomMember.delete({ where: { roomId_userId: { roomId, userId } } });
    // Bots never host and never keep a room open by themselves (BOT-10).
    const rest = room.members.filter((m) => m.userId !== userId && m.bot === null);
    if (rest.length === 0) {
      await room.tx.room.update({ where: { id: roomId }, data: { status: "closed" } });
    } else if (room.hostId === userId) {
      const next = rest.find((m) => m.seat !== null) ?? rest[0];
      if (next) await room.tx.room.update({ where: { id: roomId }, data: { hostId: next.userId } });
    }
    return { value: undefined, changed: true };
  });
}

/** Sits down in a given seat, or the lowest free one; moving seats clears one's ready. */
export async function takeSeat(
  db: Db,
  actor: RoomActor,
  input: { roomId: string; seat?: number | undefined },
): Promise<SeatOutcome> {
  const userId = actor.id;
  return changeRoom(db, input.roomId, actor, async (room) => {
    const member = requireMember(room, userId);
    requireNoGame(room, "Seats can't change during a game.");
    const seat = input.seat ?? (member.seat !== null ? member.seat : lowestFreeSeat(room));
    if (seat === null) throw new AppError("CONFLICT", "The room is full.");
    if (seat >= room.seats) throw new AppError("BAD_REQUEST", `This table has ${room.seats} seats.`);
    if (member.seat === seat) return { value: { seat }, changed: false };
    if (room.members.some((m) => m.seat === seat)) throw new AppError("CONFLICT", "That seat is taken.");
    await room.tx.roomMember.update({
      where: { roomId_userId: { roomId: room.id, userId } },
      data: { seat, role: "player", ready: false },
    });
    return { value: { seat }, changed: true };
  });
}

/** Stands up and watches as a spectator. */
export async function leaveSeat(db: Db, actor: RoomActor, roomId: string): Promise<SeatOutcome> {
  const userId = actor.id;
  return changeRoom(db, roomId, actor, async (room) => {
    const member = requireMember(room, userId);
    if (member.seat === null) return { value: { seat: null }, changed: false };
    requireNoGame(room, "You can't give up your seat during a game.");
    await room.tx.roomMember.update({
      where: { roomId_userId: { roomId, userId } },
      data: { seat: null, role: "spectator", ready: false },
    });
    return { value: { seat: null }, changed: true };
  });
}

export async function setReady(db: Db, actor: RoomActor, input: { roomId: string; ready: boolean }) {
  const userId = actor.id;
  return changeRoom(db, input.roomId, actor, async (room) => {
    const member = requireMember(room, userId);
    if (member.seat === null) throw new AppError("CONFLICT", "Take a seat before getting ready.");
    requireNoGame(room, "The game has already started.");
    if (member.ready === input.ready) return { value: { ready: input.ready }, changed: false };
    await room.tx.roomMember.update({
      where: { roomId_userId: { roomId: input.roomId, userId } },
      data: { ready: input.ready },
    });
    return { value: { ready: input.ready }, changed: true };
  });
}

/** The host removes someone, who can't come back; players only between games. */
export async function kickMember(db: Db, actor: RoomActor, input: { roomId: string; userId: string }) {
  const hostId = actor.id;
  await changeRoom(db, input.roomId, actor, async (room) => {
    requireHost(room, hostId, "remove people");
    if (input.userId === hostId)
      throw new AppError("BAD_REQUEST", "You can't remove yourself; leave the room instead.");
    const target = room.member(input.userId);
    if (!target) throw new AppError("NOT_FOUND", "That person is not in this room.");
    if (target.seat !== null) requireNoGame(room, "Players can't be removed during a game.");
    await room.tx.roomMember.delete({
      where: { roomId_userId: { roomId: input.roomId, userId: input.userId } },
    });
    const kicked = [...room.config.kicked, input.userId].slice(-200);
    await room.tx.room.update({
      where: { id: input.roomId },
      data: { config: toStoredConfig({ ...room.config, kicked }) },
    });
    return { value: undefined, changed: true };
  });
}

export function lowestFreeSeat(room: LockedRoom): number | null {
  const taken = new Set(room.members.map((m) => m.seat));
  for (let seat = 0; seat < room.seats; seat++) if (!taken.has(seat)) return seat;
  return null;
}
