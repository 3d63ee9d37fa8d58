import { randomInt } from "node:crypto";
import type { Db, Prisma } from "@wordhall/db";
import type { GameKind } from "@wordhall/engine";
import { z } from "zod";
import { AppError } from "../../errors";
import {
  changeRoom,
  type LockedRoom,
  type RoomActor,
  requireHost,
  requireNoGame,
  requireOpen,
} from "../rooms/locked-room";
import { roomIdSchema } from "../rooms/membership";
import { GAME_NAMES, MAX_MEMBERS } from "../rooms/seat-rules";
import { type BotLevel, botLevelSchema } from "./bot-identity";
import { serverBots } from "./registry";

const seatSchema = z
  .number({ error: "Choose a seat by its number." })
  .int("Choose a seat by its number.")
  .min(0, "Seats are numbered from 0.")
  .max(7, "No table has more than 8 seats.");

export const addBotSchema = roomIdSchema.extend({
  seat: seatSchema,
  level: botLevelSchema.default("normal"),
});
export const removeBotSchema = roomIdSchema.extend({ seat: seatSchema });

export type SeatedBot = {
  readonly seat: number;
  readonly userId: string;
  readonly name: string;
  readonly level: BotLevel;
};

/**
 * The host seats a bot of the level asked in an empty seat, before the game starts (BOT-2);
 * the bot is ready at once. Each bot identity sits at one table seat per room, so a room can
 * hold up to eight bots of each level.
 */
export async function addBot(
  db: Db,
  actor: RoomActor,
  input: { roomId: string; seat: number; level: BotLevel },
): Promise<SeatedBot> {
  return changeRoom(db, input.roomId, actor, async (room) => {
    requireHost(room, actor.id, "add bots");
    requireOpen(room);
    requireNoGame(room, "Bots can join only before the game starts.");
    requireBotsPlay(room.kind);
    if (input.seat >= room.seats) throw new AppError("BAD_REQUEST", `This table has ${room.seats} seats.`);
    if (room.members.some((m) => m.seat === input.seat))
      throw new AppError("CONFLICT", "That seat is taken.");
    if (room.members.length >= MAX_MEMBERS) throw new AppError("CONFLICT", "The room is full.");
    const bot = await freeBot(room.tx, room, input.level);
    await room.tx.roomMember.create({
      data: { roomId: room.id, userId: bot.id, role: "player", seat: input.seat, ready: true },
    });
    return { value: { seat: input.seat, userId: bot.id, name: bot.name, level: input.level }, changed: true };
  });
}

/** The host takes the bot in a seat away again, before the game starts (BOT-2). */
export async function removeBot(
  db: Db,
  actor: RoomActor,
  input: { roomId: string; seat: number },
): Promise<void> {
  await changeRoom(db, input.roomId, actor, async (room) => {
    requireHost(room, actor.id, "remove bots");
    requireNoGame(room, "Bots can be removed only between games.");
    const member = room.members.find((m) => m.seat === input.seat);
    if (!member) throw new AppError("BAD_REQUEST", "There is no bot in that seat; it is empty.");
    if (member.bot === null) {
      throw new AppError("BAD_REQUEST", "A person sits there; only bots can be removed from a seat.");
    }
    await room.tx.roomMember.delete({ where: { roomId_userId: { roomId: room.id, userId: member.userId } } });
    return { value: undefined, changed: true };
  });
}

export function requireBotsPlay(kind: GameKind): void {
  if (!serverBots().botFor(kind)) throw new AppError("CONFLICT", `Bots don't play ${GAME_NAMES[kind]} yet.`);
}

/** A bot of that level not yet in this room (nor one the host removed from it), by chance. */
async function freeBot(tx: Prisma.TransactionClient, room: LockedRoom, level: BotLevel) {
  const [bot] = await freeBots(tx, level, [...room.members.map((m) => m.userId), ...room.config.kicked], 1);
  if (!bot) throw new AppError("CONFLICT", `Every ${level} bot is already at this table.`);
  return bot;
}

/** Up to `count` bots of a level, none of `taken`, in a random order (tables get new faces). */
export async function freeBots(
  tx: Prisma.TransactionClient,
  level: BotLevel,
  taken: readonly string[],
  count: number,
): Promise<{ id: string; name: string }[]> {
  const bots = await tx.user.findMany({
    where: { botLevel: level, id: { notIn: [...taken] } },
    orderBy: { id: "asc" },
    select: { id: true, name: true },
  });
  for (let i = bots.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [bots[i], bots[j]] = [bots[j] as (typeof bots)[number], bots[i] as (typeof bots)[number]];
  }
  return bots.slice(0, count);
}
