import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LiveGameMessage } from "../../../realtime/live-message";
import { createRealtime } from "../../../realtime/registry";
import type { Realtime } from "../../../realtime/runtime";
import { createGame } from "../../games/create-game";
import { callerAs, makeUser, type TestUser } from "../../rooms/test-callers";
import { expectStaffOnly } from "../test-support";

let database: TestDatabase;
let db: Db;
let realtime: Realtime;
let host: TestUser;
let guest: TestUser;
let outsider: TestUser;
let moderator: TestUser;
let admin: TestUser;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 4 });
  realtime = createRealtime({ db, url: database.url, instance: "moderation-games" });
  await realtime.start();
  host = await makeUser(db, "host");
  guest = await makeUser(db, "guest");
  outsider = await makeUser(db, "outsider");
  moderator = await makeUser(db, "mod", "moderator");
  admin = await makeUser(db, "admin", "admin");
});
afterAll(async () => {
  await realtime.stop();
  await db.$disconnect();
  await database.drop();
});

const as = (user: TestUser | null) => callerAs(db, user);

/** A room of two with a game of Oh My Word under way, as rooms.start leaves it. */
async function roomWithGame(name: string) {
  const room = await as(host).rooms.create({ kind: "oh-my-word", name });
  await as(guest).rooms.join({ code: room.code });
  await as(guest).rooms.takeSeat({ roomId: room.id });
  await as(host).rooms.setReady({ roomId: room.id, ready: true });
  await as(guest).rooms.setReady({ roomId: room.id, ready: true });
  const { gameId } = await as(host).rooms.start({ roomId: room.id });
  return { roomId: room.id, gameId };
}

/** Reads a live stream (items are [id, json] when tracked, json otherwise) with a time limit. */
function reader<T>(stream: AsyncIterable<unknown>) {
  const iterator = stream[Symbol.asyncIterator]();
  return async (timeoutMs = 5_000): Promise<T | "done"> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("no message in time")), timeoutMs);
    });
    const result = await Promise.race([iterator.next(), timeout]).finally(() => clearTimeout(timer));
    if (result.done) return "done";
    const value = result.value as [string, string] | string;
    return JSON.parse(Array.isArray(value) ? value[1] : value) as T;
  };
}

describe("admin.games.active and get", () => {
  it("lists games being played and rooms waiting, to moderators and admins only", async () => {
    const { gameId, roomId } = await roomWithGame("Busy table");
    const waiting = await as(host).rooms.create({ kind: "buyword", name: "Waiting table" });
    await expectStaffOnly(db, outsider, (c) => c.admin.games.active());
    const active = await as(moderator).admin.games.active();
    expect(active.games.find((g) => g.gameId === gameId)).toMatchObject({
      kind: "oh-my-word",
      idle: false,
      room: { id: roomId, name: "Busy table" },
      players: [
        { seat: 0, userId: host.id, name: "host" },
        { seat: 1, userId: guest.id, name: "guest" },
      ],
    });
    expect(active.rooms.map((r) => r.roomId)).toContain(waiting.id);
    expect(active.rooms.map((r) => r.roomId)).not.toContain(roomId);
  });

  it("shows one game as a spectator sees it while it runs: no state, no seed", async () => {
    const { gameId } = await roomWithGame("Inspected table");
    await expectStaffOnly(db, outsider, (c) => c.admin.games.get({ gameId }));
    const seen = await as(admin).admin.games.get({ gameId });
    const stored = await db.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(seen).toMatchObject({
      gameId,
      status: "active",
      version: stored.version,
      revealed: null,
      actionCount: 0,
      // The room's own options, which the admin's settings summary shows beside the game's.
      room: { name: "Inspected table", options: { judgingHints: true, tableMode: false } },
    });
    expect(seen.view).toMatchObject({ game: "oh-my-word", you: null });
    expect(JSON.stringify(seen)).not.toContain(stored.seed);
    await expect(as(admin).admin.games.get({ gameId: "nope" })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("admin.games.end", () => {
  it("ends a stuck game with a reason its players are told live; the room opens again", async () => {
    const { gameId, roomId } = await roomWithGame("Stuck table");
    const game = reader<LiveGameMessage>(await as(guest).live.game({ gameId }));
    const room = reader<{ type: string; room?: { status: string; currentGame: unknown } }>(
      await as(host).live.room({ roomId }),
    );
    expect(await game()).toMatchObject({ type: "snapshot", over: false });
    let roomMessage = await room();
    while (roomMessage !== "done" && roomMessage.type !== "room") roomMessage = await room();
    expect(roomMessage).toMatchObject({ room: { status: "playing" } });

    const note = "The host says the guest left in anger; keep an eye on them.";
    const input = { gameId, reasonForPlayers: "Nobody has moved for an hour.", note };
    await expectStaffOnly(db, outsider, (c) => c.admin.games.end(input));
    await expect(as(moderator).admin.games.end(input)).resolves.toEqual({ gameId, status: "aborted" });

    let told = await game();
    while (told !== "done" && told.type === "presence") told = await game();
    expect(told).toMatchObject({
      type: "ended",
      gameId,
      by: "moderator",
      reason: "Nobody has moved for an hour.",
    });
    expect(await game()).toBe("done");
    do roomMessage = await room();
    while (roomMessage !== "done" && roomMessage.type !== "room");
    expect(roomMessage).toMatchObject({
      room: {
        status: "open",
        currentGame: { id: gameId, status: "aborted", endedReason: "Nobody has moved for an hour." },
      },
    });

    // A late subscriber is told too, and moves are refused with the reason.
    const late = reader<LiveGameMessage>(await as(host).live.game({ gameId }));
    const messages: LiveGameMessage[] = [];
    for (let got = await late(); got !== "done"; got = await late()) messages.push(got);
    expect(messages.map((m) => m.type)).toContain("ended");
    // The players hear the reason for them, never the moderators' note.
    expect(JSON.stringify([told, roomMessage, messages])).not.toContain("keep an eye");
    await expect(
      as(host).play.ohMyWord.draw({ gameId, clientActionId: "after-end-1" }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: "A moderator ended this game: Nobody has moved for an hour.",
    });
    const view = await as(guest).games.view({ gameId });
    expect(view).toMatchObject({ status: "aborted", endedReason: "Nobody has moved for an hour." });
    expect(JSON.stringify(view)).not.toContain("keep an eye");
    expect(await db.gameResult.count({ where: { gameId } })).toBe(0);
    await expect(as(admin).admin.games.end(input)).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await db.auditEntry.findMany({ where: { targetId: gameId } })).toMatchObject([
      {
        action: "game.end",
        actorId: moderator.id,
        reason: note,
        details: { reasonForPlayers: "Nobody has moved for an hour." },
      },
    ]);
    // The host can start again.
    await as(host).rooms.setReady({ roomId, ready: true });
    await as(guest).rooms.setReady({ roomId, ready: true });
    await expect(as(host).rooms.start({ roomId })).resolves.toMatchObject({ gameId: expect.any(String) });
  });

  it("closes the live streams a person holds the moment they are suspended", async () => {
    const { gameId, roomId } = await roomWithGame("Suspension table");
    const game = reader<LiveGameMessage>(await as(guest).live.game({ gameId }));
    const room = reader<{ type: string }>(await as(guest).live.room({ roomId }));
    const hostGame = reader<LiveGameMessage>(await as(host).live.game({ gameId }));
    expect(await game()).toMatchObject({ type: "snapshot" });
    expect(await hostGame()).toMatchObject({ type: "snapshot" });
    await room();
    await as(moderator).admin.users.suspend({ userId: guest.id, reason: "Abusive chat." });
    const drain = async (next: () => Promise<unknown>) => {
      for (;;) if ((await next()) === "done") return;
    };
    const refusal = { code: "UNAUTHORIZED", message: "This account is suspended; you were signed out." };
    await expect(drain(game)).rejects.toMatchObject(refusal);
    await expect(drain(room)).rejects.toMatchObject(refusal);
    // Other people's streams go on.
    const hostNext = await hostGame(500).catch(() => "quiet" as const);
    expect(hostNext === "quiet" || (hostNext !== "done" && hostNext.type === "presence")).toBe(true);
    await as(admin).admin.users.restore({ userId: guest.id, reason: "Appeal accepted." });
  });

  it("refuses a game that does not exist", async () => {
    await expect(
      as(moderator).admin.games.end({ gameId: "missing", reasonForPlayers: "Stuck." }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    // Keeps createGame's games without a room endable too.
    const { id } = await createGame(db, {
      kind: "buyword",
      config: { players: 2 },
      seatUserIds: [host.id, guest.id],
    });
    await expect(
      as(admin).admin.games.end({ gameId: id, reasonForPlayers: "Test game." }),
    ).resolves.toMatchObject({
      status: "aborted",
    });
  });
});
