import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "../root";
import { createRoom, createRoomSchema } from "../services/rooms/create-room";
import { joinRoom } from "../services/rooms/membership";
import { createCallerFactory, type SessionUser } from "../trpc";
import type { LiveRoomMessage } from "./live-room";
import { createRealtime } from "./registry";
import type { Realtime } from "./runtime";

let database: TestDatabase;
let db: Db;
let rt: Realtime;
const people: SessionUser[] = ["ana", "bo", "cy"].map((name) => ({
  id: `u-${name}`,
  name,
  email: `${name}@example.test`,
  role: "player",
}));

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 4 });
  rt = createRealtime({ db, url: database.url, instance: "r" });
  for (const p of people) await db.user.create({ data: { id: p.id, name: p.name, email: p.email } });
});
afterAll(async () => {
  await rt.stop();
  await db.$disconnect();
  await database.drop();
});

function subscribe(who: SessionUser | null, input: { roomId: string; lastEventId?: string }) {
  const abort = new AbortController();
  const caller = createCallerFactory(appRouter)(
    { db, headers: new Headers(), user: who },
    { signal: abort.signal },
  );
  const pending = caller.live.room(input);
  let iterator: AsyncIterator<unknown> | null = null;
  async function next(timeoutMs = 5_000) {
    iterator ??= (await pending)[Symbol.asyncIterator]();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<"timeout">((resolve) => {
      timer = setTimeout(() => resolve("timeout"), timeoutMs);
    });
    const it = iterator;
    const result = await Promise.race([it.next(), timeout]).finally(() => clearTimeout(timer));
    if (result === "timeout") return result;
    if (result.done) return "done" as const;
    const value = result.value as [string, string] | string;
    return Array.isArray(value)
      ? { id: value[0] as string | null, message: JSON.parse(value[1]) as LiveRoomMessage }
      : { id: null, message: JSON.parse(value) as LiveRoomMessage };
  }
  async function nextRoom(timeoutMs = 5_000) {
    for (;;) {
      const got = await next(timeoutMs);
      if (typeof got === "string" || got.message.type === "room") return got;
    }
  }
  async function close() {
    abort.abort();
    for (let i = 0; i < 100 && iterator; i++) if ((await next(2_000).catch(() => "done")) === "done") return;
  }
  return { next, nextRoom, close };
}

const roomOf = (got: Awaited<ReturnType<ReturnType<typeof subscribe>["next"]>>) => {
  if (typeof got === "string" || got.message.type !== "room")
    throw new Error(`expected a room, got ${String(got)}`);
  return { id: got.id, room: got.message.room };
};

describe("live.room", () => {
  it("sends the room on every change, resumes without repeats, and shows who is connected", async () => {
    const { id: roomId } = await createRoom(
      db,
      "u-ana",
      createRoomSchema.parse({ kind: "oh-my-word", name: "Friday words" }),
    );
    const host = subscribe(people[0] as SessionUser, { roomId });
    const first = roomOf(await host.nextRoom());
    expect(first.room.name).toBe("Friday words");
    expect(first.id).toBe(String(first.room.version));

    await joinRoom(db, { id: "u-bo", role: "player" }, { roomId, as: "player" });
    const second = roomOf(await host.nextRoom());
    expect(Number(second.id)).toBeGreaterThan(Number(first.id));
    expect(second.room.seats.some((s) => s.player?.id === "u-bo")).toBe(true);

    // Bo connects too: the host sees both online.
    const guest = subscribe(people[1] as SessionUser, { roomId, lastEventId: second.id as string });
    // Resumed at the current version: no room is sent again until it changes.
    const guestRoom = guest.nextRoom(1_000);
    for (;;) {
      const got = await host.next();
      if (typeof got === "string") throw new Error(got);
      if (got.message.type !== "presence") continue;
      const online = got.message.users.filter((u) => u.status === "online").map((u) => u.userId);
      if (online.includes("u-bo") && online.includes("u-ana")) break;
    }
    expect(await guestRoom).toBe("timeout");
    await Promise.all([host.close(), guest.close()]);
  });

  it("keeps private rooms to their members", async () => {
    const { id: roomId } = await createRoom(
      db,
      "u-ana",
      createRoomSchema.parse({ kind: "buyword", name: "Just us", visibility: "private" }),
    );
    await expect(subscribe(people[2] as SessionUser, { roomId }).next()).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(subscribe(null, { roomId }).next()).rejects.toMatchObject({ code: "NOT_FOUND" });
    const host = subscribe(people[0] as SessionUser, { roomId });
    expect(roomOf(await host.nextRoom()).room.visibility).toBe("private");
    await host.close();
  });
});
