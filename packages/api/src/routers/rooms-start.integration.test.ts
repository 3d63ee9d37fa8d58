import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { applyPlayerAction } from "../services/games/apply-action";
import { ROOM_CHANNEL } from "../services/rooms/room-channel";
import { callerAs, makeUser, type TestUser } from "../services/rooms/test-callers";

let database: TestDatabase;
let db: Db;
let host: TestUser;
let bo: TestUser;
let cy: TestUser;
let di: TestUser;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 6 });
  bo = await makeUser(db, "bo");
  cy = await makeUser(db, "cy");
  di = await makeUser(db, "di");
});
beforeEach(async () => {
  host = await makeUser(db, "host");
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

const as = (user: TestUser | null) => callerAs(db, user);

/** A room with the host and the given players seated in order, all ready. */
async function readyRoom(players: TestUser[], config: Record<string, unknown> = { seats: 4 }) {
  const room = await as(host).rooms.create({ kind: "oh-my-word", name: "Table", config });
  for (const p of players) await as(p).rooms.join({ roomId: room.id });
  for (const p of [host, ...players]) await as(p).rooms.setReady({ roomId: room.id, ready: true });
  return room;
}

const fifteen = (prefix: string) => Array.from({ length: 15 }, (_, i) => `${prefix} ${i + 1}`);

describe("starting a game", () => {
  it("creates the game with the seated players in seat order and links it to the room", async () => {
    const room = await readyRoom([bo, cy]);
    await as(di).rooms.join({ roomId: room.id, as: "spectator" });
    const { version } = await as(host).rooms.get({ roomId: room.id });
    const { gameId } = await as(host).rooms.start({ roomId: room.id });
    const game = await db.game.findUniqueOrThrow({ where: { id: gameId }, include: { seats: true } });
    expect(game).toMatchObject({ roomId: room.id, kind: "oh_my_word", status: "active", version: 0 });
    expect((game.config as { seats: number }).seats).toBe(3);
    expect(game.seats.sort((a, b) => a.seat - b.seat).map((s) => s.userId)).toEqual([host.id, bo.id, cy.id]);
    const view = await as(di).rooms.get({ roomId: room.id });
    expect(view).toMatchObject({ status: "playing", currentGame: { id: gameId, status: "active" } });
    expect(view.version).toBe(version + 1);
    expect(view.seats.every((s) => !s.ready)).toBe(true);
    // Rooms in play leave the lobby.
    expect((await as(null).rooms.lobby({ limit: 50 })).items.map((r) => r.id)).not.toContain(room.id);
  });

  it("refuses anyone but the host, unready tables, wrong player counts and anonymous callers", async () => {
    const room = await as(host).rooms.create({ kind: "oh-my-word", name: "Table" });
    const start = (user: TestUser | null) => as(user).rooms.start({ roomId: room.id });
    await as(host).rooms.setReady({ roomId: room.id, ready: true });
    await expect(start(host)).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Oh My Word needs 2 to 8 seated players.",
    });
    await as(bo).rooms.join({ roomId: room.id });
    await expect(start(bo)).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "Only the host can start the game.",
    });
    await expect(start(host)).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Everyone seated must be ready.",
    });
    await expect(start(null)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect(await db.game.count({ where: { roomId: room.id } })).toBe(0);
  });

  it("starts a solo BuyWord game with the engine's variants", async () => {
    const room = await as(host).rooms.create({
      kind: "buyword",
      name: "Solo",
      config: { players: 1, variants: { handLimit: null, crossword: true }, timeLimits: { decide: 30_000 } },
    });
    // Alone at the table, the host's Start is enough: no ready round.
    const { gameId } = await as(host).rooms.start({ roomId: room.id });
    const game = await db.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(game.config).toMatchObject({ players: 1, variants: { handLimit: null, crossword: true } });
  });

  it("locks seats and settings during the game; spectators may still come and can't act", async () => {
    const room = await readyRoom([bo]);
    const { gameId } = await as(host).rooms.start({ roomId: room.id });
    await expect(as(cy).rooms.join({ roomId: room.id })).rejects.toMatchObject({
      message: "The game has already started; you can join as a spectator.",
    });
    await as(cy).rooms.join({ roomId: room.id, as: "spectator" });
    await expect(as(cy).rooms.takeSeat({ roomId: room.id })).rejects.toMatchObject({
      message: "Seats can't change during a game.",
    });
    await expect(as(bo).rooms.leaveSeat({ roomId: room.id })).rejects.toMatchObject({
      message: "You can't give up your seat during a game.",
    });
    await expect(as(host).rooms.updateSettings({ roomId: room.id, name: "New" })).rejects.toMatchObject({
      message: "Settings can't change during a game.",
    });
    await expect(as(host).rooms.kick({ roomId: room.id, userId: bo.id })).rejects.toMatchObject({
      message: "Players can't be removed during a game.",
    });
    await expect(as(host).rooms.start({ roomId: room.id })).rejects.toMatchObject({
      message: "The game has already started.",
    });
    await expect(
      applyPlayerAction(db, {
        gameId,
        userId: cy.id,
        clientActionId: "spectator-1",
        action: { type: "draw" },
      }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    // Spectators can be shown the door at any time.
    await as(host).rooms.kick({ roomId: room.id, userId: cy.id });
  });
});

describe("rematch", () => {
  it("starts a fresh game for the same seats once the last one is over, keeping spectators", async () => {
    const room = await readyRoom([bo, cy]);
    await as(di).rooms.join({ roomId: room.id, as: "spectator" });
    await expect(as(host).rooms.rematch({ roomId: room.id })).rejects.toMatchObject({
      message: "There is no finished game to rematch yet.",
    });
    const first = await as(host).rooms.start({ roomId: room.id });
    await expect(as(host).rooms.rematch({ roomId: room.id })).rejects.toMatchObject({
      message: "The game is still being played.",
    });
    // The game service finishes games; here the end is written directly.
    await db.game.update({
      where: { id: first.gameId },
      data: { status: "finished", finishedAt: new Date() },
    });
    expect((await as(bo).rooms.get({ roomId: room.id })).status).toBe("open");
    await expect(as(bo).rooms.rematch({ roomId: room.id })).rejects.toMatchObject({
      message: "Only the host can start a rematch.",
    });
    const second = await as(host).rooms.rematch({ roomId: room.id });
    expect(second.gameId).not.toBe(first.gameId);
    const seats = await db.gameSeat.findMany({ where: { gameId: second.gameId }, orderBy: { seat: "asc" } });
    expect(seats.map((s) => s.userId)).toEqual([host.id, bo.id, cy.id]);
    const view = await as(di).rooms.get({ roomId: room.id });
    expect(view).toMatchObject({ status: "playing", currentGame: { id: second.gameId } });
    expect(view.spectators.map((s) => s.id)).toEqual([di.id]);
    expect(await db.game.count({ where: { roomId: room.id } })).toBe(2);
  });
});

describe("the end of a game", () => {
  it("moves the room's version and announces it, so room pages learn the game is over", async () => {
    const room = await readyRoom([bo], { seats: 2 });
    const { gameId } = await as(host).rooms.start({ roomId: room.id });
    const before = await as(bo).rooms.get({ roomId: room.id });
    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    const seen: { id: string; v: number }[] = [];
    listener.on("notification", (n) => {
      if (n.channel === ROOM_CHANNEL && n.payload) seen.push(JSON.parse(n.payload));
    });
    await listener.query(`LISTEN ${ROOM_CHANNEL}`);
    try {
      // With one of two players gone, the game ends at once (OMW-45).
      await applyPlayerAction(db, {
        gameId,
        userId: bo.id,
        clientActionId: "bo-leaves",
        action: { type: "leave" },
      });
      const after = await as(bo).rooms.get({ roomId: room.id });
      expect(after).toMatchObject({ status: "open", currentGame: { id: gameId, status: "finished" } });
      expect(after.version).toBe(before.version + 1);
      await expect.poll(() => seen, { timeout: 5_000 }).toEqual([{ id: room.id, v: after.version }]);
    } finally {
      await listener.end();
    }
  });
});

describe("races", () => {
  it("gives the last seat to exactly one of two players joining at once", async () => {
    for (let round = 0; round < 4; round++) {
      const room = await as(host).rooms.create({
        kind: "oh-my-word",
        name: `Race ${round}`,
        config: { seats: 2 },
      });
      const results = await Promise.allSettled([
        as(bo).rooms.join({ roomId: room.id }),
        as(cy).rooms.join({ roomId: room.id }),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const refused = results.find((r) => r.status === "rejected");
      expect(refused?.status === "rejected" && (refused.reason as Error).message).toBe("The room is full.");
      expect(await db.roomMember.count({ where: { roomId: room.id, seat: { not: null } } })).toBe(2);
    }
  });

  it("gives one seat to one of two spectators taking it at once", async () => {
    const room = await as(host).rooms.create({ kind: "oh-my-word", name: "Seat race", config: { seats: 3 } });
    await as(bo).rooms.join({ roomId: room.id, as: "spectator" });
    await as(cy).rooms.join({ roomId: room.id, as: "spectator" });
    const results = await Promise.allSettled([
      as(bo).rooms.takeSeat({ roomId: room.id, seat: 2 }),
      as(cy).rooms.takeSeat({ roomId: room.id, seat: 2 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await db.roomMember.count({ where: { roomId: room.id, seat: 2 } })).toBe(1);
  });

  it("starts one game when the host starts twice at once", async () => {
    const room = await readyRoom([bo]);
    const results = await Promise.allSettled([
      as(host).rooms.start({ roomId: room.id }),
      as(host).rooms.start({ roomId: room.id }),
      as(host).rooms.start({ roomId: room.id }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await db.game.count({ where: { roomId: room.id } })).toBe(1);
  });
});

describe("category packs on the table", () => {
  async function pack(owner: TestUser, prefix: string, approved = false) {
    const created = await as(owner).packs.create({
      title: `${prefix} pack`,
      sides: [
        { name: `${prefix} front`, categories: fifteen(`${prefix} F`) },
        { name: `${prefix} back`, categories: fifteen(`${prefix} B`) },
      ],
    });
    if (approved) {
      await db.categoryPack.update({
        where: { id: created.id },
        data: { status: "approved", visibility: "public" },
      });
    }
    return created;
  }

  it("plays the host's own draft and a published pack as custom boards, read again at the start", async () => {
    const own = await pack(host, "Own");
    const published = await pack(bo, "Pub", true);
    const room = await as(host).rooms.create({
      kind: "oh-my-word",
      name: "Packs",
      packBoards: [
        { packId: own.id, side: 1 },
        { packId: published.id, side: 0 },
      ],
    });
    const shown = await as(host).rooms.get({ roomId: room.id });
    expect(shown.config.game.boards).toEqual([
      { kind: "custom", title: "Own back", categories: fifteen("Own B") },
      { kind: "custom", title: "Pub front", categories: fifteen("Pub F") },
    ]);
    await as(host).packs.update({
      id: own.id,
      version: 1,
      title: "Own pack",
      sides: [
        { name: "Own front", categories: fifteen("Own F") },
        { name: "Own back v2", categories: fifteen("New B") },
      ],
    });
    await as(bo).rooms.join({ roomId: room.id });
    for (const p of [host, bo]) await as(p).rooms.setReady({ roomId: room.id, ready: true });
    const { gameId } = await as(host).rooms.start({ roomId: room.id });
    const game = await db.game.findUniqueOrThrow({ where: { id: gameId } });
    expect((game.config as { boards: unknown[] }).boards).toEqual([
      { kind: "custom", title: "Own back v2", categories: fifteen("New B") },
      { kind: "custom", title: "Pub front", categories: fifteen("Pub F") },
    ]);
  });

  it("refuses someone else's private pack, missing sides, repeats, packs in BuyWord, and packs that went private", async () => {
    const private_ = await pack(bo, "Private");
    const create = (
      packBoards: { packId: string; side: number }[],
      kind: "oh-my-word" | "buyword" = "oh-my-word",
    ) => as(host).rooms.create({ kind, name: "Packs", packBoards });
    await expect(create([{ packId: private_.id, side: 0 }])).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "A category pack in these settings is not available to the host.",
    });
    const published = await pack(bo, "Later private", true);
    await expect(create([{ packId: published.id, side: 2 }])).rejects.toMatchObject({
      message: 'The pack "Later private pack" has no side 3.',
    });
    await expect(
      create([
        { packId: published.id, side: 0 },
        { packId: published.id, side: 0 },
      ]),
    ).rejects.toMatchObject({ message: "Each pack side can only be on the table once." });
    await expect(create([{ packId: published.id, side: 0 }], "buyword")).rejects.toMatchObject({
      message: "Category packs are for Oh My Word rooms.",
    });
    const room = await create([{ packId: published.id, side: 0 }]);
    await as(cy).rooms.join({ roomId: room.id });
    for (const p of [host, cy]) await as(p).rooms.setReady({ roomId: room.id, ready: true });
    // Its author edits it: it is a private draft again, no longer theirs to lend.
    await as(bo).packs.update({
      id: published.id,
      version: 1,
      title: "Gone",
      sides: [{ name: "S", categories: fifteen("S") }],
    });
    await expect(as(host).rooms.start({ roomId: room.id })).rejects.toMatchObject({
      message: "A category pack in these settings is not available to the host.",
    });
    // A rename alone doesn't touch the boards, so it still works.
    await as(host).rooms.updateSettings({ roomId: room.id, name: "Still here" });
    // Dropping the packs brings back the game's own boards.
    await as(host).rooms.updateSettings({ roomId: room.id, packBoards: null });
    const view = await as(host).rooms.get({ roomId: room.id });
    expect(view.config.packBoards).toBeNull();
    expect((view.config.game.boards as { kind: string }[]).every((b) => b.kind === "built-in")).toBe(true);
  });
});

describe("notifications", () => {
  it("announces each room change on the room channel with the new version, at commit", async () => {
    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    const seen: string[] = [];
    listener.on("notification", (n) => {
      if (n.channel === ROOM_CHANNEL && n.payload) seen.push(n.payload);
    });
    await listener.query(`LISTEN ${ROOM_CHANNEL}`);
    try {
      const room = await as(host).rooms.create({ kind: "oh-my-word", name: "Loud" });
      await as(bo).rooms.join({ roomId: room.id });
      await as(bo).rooms.sendChat({ roomId: room.id, body: "hey" });
      await expect(as(cy).rooms.takeSeat({ roomId: room.id })).rejects.toThrow();
      await expect.poll(() => seen.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(3);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(seen.map((p) => JSON.parse(p))).toEqual([
        { id: room.id, v: 0 },
        { id: room.id, v: 1 },
        { id: room.id, v: 2 },
      ]);
    } finally {
      await listener.end();
    }
  });
});
