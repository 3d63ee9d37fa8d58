import type { Prisma } from "@wordhall/db";

/** Every instance LISTENs here; subscribers re-read the room (payloads are ids and versions). */
export const ROOM_CHANNEL = "wordhall_room";

/** Sent inside the writing transaction, so PostgreSQL delivers it at commit and only then. */
export async function notifyRoom(tx: Prisma.TransactionClient, id: string, version: number): Promise<void> {
  await tx.$executeRaw`SELECT pg_notify(${ROOM_CHANNEL}, ${JSON.stringify({ id, v: version })})`;
}
