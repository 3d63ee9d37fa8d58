import type { Db, Prisma } from "@wordhall/db";
import { z } from "zod";
import { AppError } from "../../errors";
import { CREATION_LIMITS, takeCreation } from "../../limits/creation-limits";
import { chatBodySchema } from "./chat-input";
import { changeRoom, type RoomActor, requireMember } from "./locked-room";

/** At most this many messages per person per room in any window of CHAT_WINDOW_MS. */
export const CHAT_BURST = 5;
export const CHAT_WINDOW_MS = 10_000;
/** How many recent messages a room shows. */
export const CHAT_TAIL = 50;

export const sendChatSchema = z.object({
  roomId: z.uuid("That is not a room id."),
  body: chatBodySchema,
});

export type ChatMessage = {
  readonly id: string;
  readonly user: { readonly id: string; readonly name: string };
  readonly body: string;
  /** ISO timestamp. */
  readonly at: string;
};

/**
 * Posts to the room's chat; players and spectators alike. Runs under the room's lock, so
 * the room's burst limit counts every earlier message, and bumps the room's version so live
 * subscribers re-read the chat tail. The account's limit across rooms is a counter row that
 * concurrent sends queue on.
 */
export async function sendChat(
  db: Db,
  actor: RoomActor,
  input: { roomId: string; body: string },
  now: number = Date.now(),
): Promise<ChatMessage> {
  const userId = actor.id;
  return changeRoom(db, input.roomId, actor, async (room) => {
    requireMember(room, userId);
    const recent = await room.tx.roomChatMessage.count({
      where: { roomId: room.id, userId, createdAt: { gt: new Date(now - CHAT_WINDOW_MS) } },
    });
    if (recent >= CHAT_BURST) {
      throw new AppError("TOO_MANY_REQUESTS", "You're sending messages too fast. Wait a few seconds.");
    }
    await takeCreation(room.tx, userId, CREATION_LIMITS.chat, now);
    const message = await room.tx.roomChatMessage.create({
      data: { roomId: room.id, userId, body: input.body, createdAt: new Date(now) },
      include: { user: { select: { id: true, name: true } } },
    });
    return { value: toChatMessage(message), changed: true };
  });
}

/** The newest messages, oldest first, as a chat shows them. */
export async function chatTail(db: Db | Prisma.TransactionClient, roomId: string): Promise<ChatMessage[]> {
  const rows = await db.roomChatMessage.findMany({
    where: { roomId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: CHAT_TAIL,
    include: { user: { select: { id: true, name: true } } },
  });
  return rows.reverse().map(toChatMessage);
}

function toChatMessage(row: {
  id: string;
  body: string;
  createdAt: Date;
  user: { id: string; name: string };
}): ChatMessage {
  return {
    id: row.id,
    user: { id: row.user.id, name: row.user.name },
    body: row.body,
    at: row.createdAt.toISOString(),
  };
}
