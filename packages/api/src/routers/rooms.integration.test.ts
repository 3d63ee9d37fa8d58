import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createRoom } from "../services/rooms/create-room";
import { CODE_ALPHABET, CODE_LENGTH } from "../services/rooms/invite-code";
import { callerAs, makeUser, type TestUser } from "../services/rooms/test-callers";

let database: TestDatabase;
let db: Db;
let host: TestUser;
let bo: TestUser;
let cy: TestUser;
let di: TestUser;
let moderator: TestUser;
let admin: TestUser;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 4 });
  bo = await makeUser(db, "bo");
  cy = await makeUser(db, "cy");
  di = await makeUser(db, "di");
  moderator = await makeUser(db, "mod", "moderator");
  admin = await makeUser(db, "admin", "admin");
});
// A new host per test: one person can only host a few rooms at once.
beforeEach(async () => {
  host = await makeUser(db, "host");
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

const anon = () => callerAs(db, null);
const as = (user: TestUser) => callerAs(db, user);

async function omwRoom(options: { seats?: number; visibility?: "public" | "private"; name?: string } = {}) {
  return as(host).rooms.create({
    kind: "oh-my-word",
    name: options.name ?? "Friday words",
    visibility: options.visibility ?? "public",
    config: { seats: options.seats ?? 3 },
  });
}

describe("rooms.create", () => {
  it("opens a room with its host in seat 0, an invite code and link, and the engine's full settings", async () => {
    const created = await as(host).rooms.create({
      kind: "buyword",
      name: "  Shop  ",
      config: { players: 2, variants: { auction: true, handLimit: 10, themes: ["Food"] }, lexicon: "common" },
    });
    expect(created.code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`));
    expect(created.invitePath).toBe(`/join/${created.code}`);
    const room = await as(host).rooms.get({ roomId: created.id });
    expect(room).toMatchObject({
      name: "Shop",
      kind: "buyword",
      status: "open",
      version: 0,
      visibility: "public",
    });
    expect(room.config.game).toMatchObject({
      players: 2,
      variants: { auction: true, handLimit: 10, themes: ["Food"] },
    });
    expect(room.seats.map((s) => s.player?.id ?? null)).toEqual([host.id, null]);
    expect(room.me).toEqual({ seat: 0, ready: false, isHost: true });
  });

  it("refuses anonymous callers, invalid settings and unknown games with clear messages", async () => {
    await expect(anon().rooms.create({ kind: "buyword", name: "x" })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    await expect(
      as(host).rooms.create({ kind: "oh-my-word", name: "x", config: { seats: 9 } }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining("seats") });
    await expect(
      as(host).rooms.create({
        kind: "oh-my-word",
        name: "x",
        config: { timer: { minMs: 50_000, maxMs: 30_000 } },
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining("minimum is above") });
    await expect(as(host).rooms.create({ kind: "chess" as never, name: "x" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(as(host).rooms.create({ kind: "buyword", name: " " })).rejects.toMatchObject({
      message: expect.stringContaining("needs a name"),
    });
  });

  it("retries another invite code when one is taken", async () => {
    const first = await omwRoom();
    const codes = [first.code, first.code, "ZZZZZ9"];
    const second = await createRoom(
      db,
      host.id,
      { kind: "oh-my-word", name: "Again", visibility: "public", config: {}, packBoards: null },
      { newCode: () => codes.shift() ?? "QQQQQ2" },
    );
    expect(second.code).toBe("ZZZZZ9");
  });

  it("caps how many rooms one person hosts at once", async () => {
    for (let i = 0; i < 10; i++) await omwRoom({ name: `Room ${i}` });
    await expect(omwRoom()).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: expect.stringContaining("10 rooms"),
    });
  });
});

describe("joining, the lobby and invite codes", () => {
  it("lists public rooms waiting for players, newest first with seat counts, paginated; never private ones", async () => {
    const a = await omwRoom({ name: "Lobby A" });
    const b = await omwRoom({ name: "Lobby B" });
    const hidden = await omwRoom({ name: "Lobby hidden", visibility: "private" });
    await as(bo).rooms.join({ roomId: b.id });
    await as(cy).rooms.join({ roomId: b.id, as: "spectator" });
    const page = await anon().rooms.lobby({ kind: "oh-my-word", limit: 2 });
    expect(page.items.map((r) => r.name)).toEqual(["Lobby B", "Lobby A"]);
    expect(page.items[0]).toMatchObject({
      seatsTaken: 2,
      seatCount: 3,
      spectators: 1,
      host: { id: host.id },
    });
    expect(page.nextCursor).toBe(a.id);
    const next = await anon().rooms.lobby({
      kind: "oh-my-word",
      limit: 50,
      cursor: page.nextCursor ?? undefined,
    });
    expect(next.items.map((r) => r.id)).not.toContain(hidden.id);
    expect(next.items.map((r) => r.id)).not.toContain(b.id);
  });

  it("joins a private room by code only, and previews it by code", async () => {
    const room = await omwRoom({ visibility: "private" });
    await expect(as(bo).rooms.join({ roomId: room.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(as(bo).rooms.get({ roomId: room.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(anon().rooms.get({ roomId: room.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const preview = await anon().rooms.byCode({ code: room.code.toLowerCase() });
    expect(preview).toMatchObject({ id: room.id, seatsTaken: 1, seatCount: 3 });
    const typed = `${room.code.slice(0, 3)}-${room.code.slice(3)}`.toLowerCase();
    expect(await as(bo).rooms.join({ code: typed })).toEqual({ roomId: room.id, seat: 1 });
    expect((await as(bo).rooms.get({ roomId: room.id })).me?.seat).toBe(1);
    // Moderators may look into any room; admins are moderators too.
    await expect(as(moderator).rooms.get({ roomId: room.id })).resolves.toMatchObject({ me: null });
    await expect(as(admin).rooms.get({ roomId: room.id })).resolves.toMatchObject({ me: null });
    await expect(as(bo).rooms.join({ code: "2222222" })).rejects.toMatchObject({
      message: "No room has that invite code.",
    });
    await expect(as(bo).rooms.join({ roomId: room.id, code: room.code })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("seats players in the lowest free seat, lets spectators watch, and says when the room is full", async () => {
    const room = await omwRoom({ seats: 2 });
    const before = (await as(host).rooms.get({ roomId: room.id })).version;
    await as(bo).rooms.join({ roomId: room.id });
    // Joining twice changes nothing.
    await as(bo).rooms.join({ roomId: room.id });
    await expect(as(cy).rooms.join({ roomId: room.id })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "The room is full.",
    });
    await as(cy).rooms.join({ roomId: room.id, as: "spectator" });
    const view = await anon().rooms.get({ roomId: room.id });
    expect(view.version).toBe(before + 2);
    expect(view.seats.map((s) => s.player?.name)).toEqual(["host", "bo"]);
    expect(view.spectators.map((s) => s.name)).toEqual(["cy"]);
    expect(view.me).toBeNull();
    await expect(anon().rooms.join({ roomId: room.id })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("lists the rooms one is in", async () => {
    const room = await omwRoom({ name: "Mine" });
    await as(di).rooms.join({ roomId: room.id, as: "spectator" });
    expect((await as(di).rooms.mine()).map((r) => r.id)).toContain(room.id);
    await expect(anon().rooms.mine()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("seats, ready and leaving", () => {
  it("moves between seats and the stands, and un-readies whoever moves", async () => {
    const room = await omwRoom({ seats: 4 });
    await as(bo).rooms.join({ roomId: room.id, as: "spectator" });
    await expect(as(bo).rooms.setReady({ roomId: room.id, ready: true })).rejects.toMatchObject({
      message: "Take a seat before getting ready.",
    });
    expect(await as(bo).rooms.takeSeat({ roomId: room.id, seat: 3 })).toEqual({ seat: 3 });
    await expect(as(cy).rooms.takeSeat({ roomId: room.id, seat: 3 })).rejects.toMatchObject({
      message: "You are not in this room.",
    });
    await as(cy).rooms.join({ roomId: room.id, as: "spectator" });
    await expect(as(cy).rooms.takeSeat({ roomId: room.id, seat: 3 })).rejects.toMatchObject({
      message: "That seat is taken.",
    });
    await expect(as(cy).rooms.takeSeat({ roomId: room.id, seat: 5 })).rejects.toMatchObject({
      message: "This table has 4 seats.",
    });
    await as(bo).rooms.setReady({ roomId: room.id, ready: true });
    expect((await as(bo).rooms.get({ roomId: room.id })).seats[3]?.ready).toBe(true);
    await as(bo).rooms.takeSeat({ roomId: room.id, seat: 2 });
    const moved = await as(bo).rooms.get({ roomId: room.id });
    expect(moved.seats[2]).toMatchObject({ player: { id: bo.id }, ready: false });
    expect(moved.seats[3]?.player).toBeNull();
    expect(await as(bo).rooms.leaveSeat({ roomId: room.id })).toEqual({ seat: null });
    expect((await as(bo).rooms.get({ roomId: room.id })).spectators.map((s) => s.id)).toContain(bo.id);
  });

  it("hands hosting on when the host leaves, and closes an empty room", async () => {
    const room = await omwRoom();
    await as(bo).rooms.join({ roomId: room.id, as: "spectator" });
    await as(cy).rooms.join({ roomId: room.id });
    await as(host).rooms.leave({ roomId: room.id });
    // The seated player hosts before the longer-present spectator.
    expect((await as(cy).rooms.get({ roomId: room.id })).host.id).toBe(cy.id);
    await expect(as(host).rooms.leave({ roomId: room.id })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await as(cy).rooms.leave({ roomId: room.id });
    await as(bo).rooms.leave({ roomId: room.id });
    expect((await db.room.findUniqueOrThrow({ where: { id: room.id } })).status).toBe("closed");
    await expect(as(di).rooms.join({ roomId: room.id })).rejects.toMatchObject({
      message: "This room is closed.",
    });
    expect((await anon().rooms.lobby({ limit: 50 })).items.map((r) => r.id)).not.toContain(room.id);
  });

  it("lets only the host remove people, who then can't come back", async () => {
    const room = await omwRoom();
    await as(bo).rooms.join({ roomId: room.id });
    await as(cy).rooms.join({ roomId: room.id, as: "spectator" });
    await expect(as(bo).rooms.kick({ roomId: room.id, userId: cy.id })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "Only the host can remove people.",
    });
    await expect(as(host).rooms.kick({ roomId: room.id, userId: host.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(as(host).rooms.kick({ roomId: room.id, userId: di.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await as(host).rooms.kick({ roomId: room.id, userId: bo.id });
    expect((await as(host).rooms.get({ roomId: room.id })).seats[1]?.player).toBeNull();
    await expect(as(bo).rooms.join({ roomId: room.id })).rejects.toMatchObject({
      message: "The host removed you from this room.",
    });
  });
});

describe("staff in someone else's room", () => {
  it("gives moderators and admins no host powers", async () => {
    const room = await omwRoom();
    await as(bo).rooms.join({ roomId: room.id });
    for (const staff of [moderator, admin]) {
      await as(staff).rooms.join({ roomId: room.id, as: "spectator" });
      await expect(as(staff).rooms.kick({ roomId: room.id, userId: bo.id })).rejects.toMatchObject({
        code: "FORBIDDEN",
      });
      await expect(as(staff).rooms.updateSettings({ roomId: room.id, name: "Ours" })).rejects.toMatchObject({
        code: "FORBIDDEN",
      });
      await expect(as(staff).rooms.start({ roomId: room.id })).rejects.toMatchObject({ code: "FORBIDDEN" });
      await expect(as(staff).rooms.rematch({ roomId: room.id })).rejects.toMatchObject({ code: "FORBIDDEN" });
      await as(staff).rooms.leave({ roomId: room.id });
    }
    expect((await as(bo).rooms.get({ roomId: room.id })).host.id).toBe(host.id);
  });
});

describe("settings", () => {
  it("lets the host change settings before the start, un-readying everyone and closing up seats", async () => {
    const room = await omwRoom({ seats: 4 });
    await as(bo).rooms.join({ roomId: room.id });
    await as(cy).rooms.join({ roomId: room.id, as: "spectator" });
    await as(cy).rooms.takeSeat({ roomId: room.id, seat: 3 });
    await as(bo).rooms.setReady({ roomId: room.id, ready: true });
    const { version } = await as(host).rooms.get({ roomId: room.id });
    await as(host).rooms.updateSettings({
      roomId: room.id,
      version,
      name: "Renamed",
      visibility: "private",
      config: { seats: 3, scoring: "tokens", judging: { mode: "trust" } },
    });
    const view = await as(host).rooms.get({ roomId: room.id });
    expect(view).toMatchObject({ name: "Renamed", visibility: "private", version: version + 1 });
    expect(view.config.game).toMatchObject({ seats: 3, scoring: "tokens", judging: { mode: "trust" } });
    expect(view.seats.map((s) => s.player?.id ?? null)).toEqual([host.id, bo.id, cy.id]);
    expect(view.seats.every((s) => !s.ready)).toBe(true);
    await expect(
      as(host).rooms.updateSettings({ roomId: room.id, version, name: "Stale" }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringContaining("changed since") });
    await expect(
      as(host).rooms.updateSettings({ roomId: room.id, config: { seats: 2 } }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("3 players are seated"),
    });
    await expect(as(bo).rooms.updateSettings({ roomId: room.id, name: "Mine" })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "Only the host can change the settings.",
    });
    await expect(
      as(host).rooms.updateSettings({ roomId: room.id, config: { tokens: [{ value: 1, count: 0 }] } }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining("bad-luck token") });
    await expect(anon().rooms.updateSettings({ roomId: room.id, name: "x" })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });
});

describe("chat", () => {
  it("lets players and spectators post short trimmed messages, shown oldest first", async () => {
    const room = await omwRoom();
    await as(bo).rooms.join({ roomId: room.id, as: "spectator" });
    await as(host).rooms.sendChat({ roomId: room.id, body: "  hello  " });
    const posted = await as(bo).rooms.sendChat({ roomId: room.id, body: "hi!" });
    expect(posted).toMatchObject({ body: "hi!", user: { id: bo.id, name: "bo" } });
    const view = await anon().rooms.get({ roomId: room.id });
    expect(view.chat.map((m) => [m.user.name, m.body])).toEqual([
      ["host", "hello"],
      ["bo", "hi!"],
    ]);
  });

  it("refuses empty, long or hidden-character messages, outsiders, and more than 5 in 10 seconds", async () => {
    const room = await omwRoom();
    const say = (user: TestUser | null, body: string) =>
      callerAs(db, user).rooms.sendChat({ roomId: room.id, body });
    await expect(say(host, "   ")).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("Write something first."),
    });
    await expect(say(host, "x".repeat(301))).rejects.toMatchObject({
      message: expect.stringContaining("300"),
    });
    await expect(say(host, "bell\u0007")).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(say(cy, "let me in")).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(say(null, "boo")).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    for (let i = 0; i < 5; i++) await say(host, `message ${i}`);
    await expect(say(host, "one more")).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "You're sending messages too fast. Wait a few seconds.",
    });
    expect(await db.roomChatMessage.count({ where: { roomId: room.id } })).toBe(5);
  });
});
