import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { replayUnknownRecord } from "@wordhall/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyDueDeadlines } from "../services/games/deadlines";
import { games } from "../services/games/game-modules";
import { newOmwGame, playOmwWithTiebreaker, putInRoom, T0 } from "../services/results/test-games";
import { callerFor } from "./test-caller";

let database: TestDatabase;
let db: Db;
const ids = ["u-ana", "u-bo", "u-cy", "u-di", "u-mo"];
let running: string;
let finished: string;
let privateRunning: string;
let privateFinished: string;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 3 });
  for (const id of ids)
    await db.user.create({ data: { id, name: id.slice(2), email: `${id}@example.test` } });
  running = await newOmwGame(db, ids.slice(0, 3), { now: Date.now() });
  finished = await playOmwWithTiebreaker(db, ids.slice(0, 3));
  // Open tables: anyone may look.
  await putInRoom(db, running);
  await putInRoom(db, finished);
  // A private room with ana, bo and cy seated and di watching; mo is a stranger.
  const room = await db.room.create({
    data: {
      code: "PRIVATE1",
      kind: "oh_my_word",
      name: "Friends only",
      hostId: "u-ana",
      config: {},
      visibility: "private",
      members: {
        create: [
          { userId: "u-ana", seat: 0 },
          { userId: "u-bo", seat: 1 },
          { userId: "u-cy", seat: 2 },
          { userId: "u-di", role: "spectator" },
        ],
      },
    },
  });
  privateRunning = await newOmwGame(db, ids.slice(0, 3), { now: Date.now() });
  privateFinished = await playOmwWithTiebreaker(db, ids.slice(0, 3));
  await db.game.updateMany({
    where: { id: { in: [privateRunning, privateFinished] } },
    data: { roomId: room.id },
  });
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

const as = (userId: string | null) => callerFor(db, userId);

async function seedOf(gameId: string) {
  return (await db.game.findUniqueOrThrow({ where: { id: gameId }, select: { seed: true } })).seed;
}

describe("games.view", () => {
  it("gives a seated player their seat's view and anyone else a spectator's, never the seed", async () => {
    const mine = await as("u-bo").games.view({ gameId: running });
    expect(mine).toMatchObject({
      gameId: running,
      kind: "oh-my-word",
      status: "active",
      version: 0,
      seat: 1,
    });
    expect((mine.view as { you: number | null }).you).toBe(1);

    for (const viewer of [null, "u-di"]) {
      const watching = await as(viewer).games.view({ gameId: running });
      expect(watching.seat).toBeNull();
      expect((watching.view as { you: number | null }).you).toBeNull();
    }
    const seed = await seedOf(running);
    for (const viewer of [null, "u-ana", "u-di"]) {
      expect(JSON.stringify(await as(viewer).games.view({ gameId: running }))).not.toContain(seed);
    }
  });

  it("shows a private room's game only to its members and moderators", async () => {
    for (const viewer of [null, "u-mo"]) {
      await expect(as(viewer).games.view({ gameId: privateRunning })).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
    }
    expect((await as("u-ana").games.view({ gameId: privateRunning })).seat).toBe(0);
    expect((await as("u-di").games.view({ gameId: privateRunning })).seat).toBeNull();
    expect((await callerFor(db, "u-mo", "moderator").games.view({ gameId: privateRunning })).seat).toBeNull();
  });

  it("answers an unknown or malformed id clearly", async () => {
    await expect(
      as(null).games.view({ gameId: "00000000-0000-4000-8000-000000000000" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(as(null).games.view({ gameId: "x" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("games.record", () => {
  it("is refused to everyone, players included, while the game runs", async () => {
    for (const viewer of [null, "u-ana", "u-di"]) {
      await expect(as(viewer).games.record({ gameId: running })).rejects.toMatchObject({ code: "CONFLICT" });
    }
  });

  it("replays a finished game to its stored final state", async () => {
    for (const viewer of [null, "u-ana", "u-di"]) {
      const record = await as(viewer).games.record({ gameId: finished });
      expect(record.seed).toBe(await seedOf(finished));
      // The names the table showed, seat by seat, for the replay to read like the game.
      expect(record.players).toEqual([
        { seat: 0, name: "ana" },
        { seat: 1, name: "bo" },
        { seat: 2, name: "cy" },
      ]);
      const replayed = replayUnknownRecord(JSON.parse(JSON.stringify(record)), games);
      expect(replayed.ok).toBe(true);
      const stored = await db.game.findUniqueOrThrow({ where: { id: finished }, select: { state: true } });
      if (replayed.ok) expect(replayed.state).toEqual(stored.state);
    }
  });

  it("keeps a private room's finished game to its members", async () => {
    await expect(as("u-mo").games.record({ gameId: privateFinished })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(as(null).games.record({ gameId: privateFinished })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect((await as("u-cy").games.record({ gameId: privateFinished })).game).toBe("oh-my-word");
  });
});

describe("games.events", () => {
  type Entry = { version: number; events: readonly { type: string; seat?: number; value?: number }[] };

  it("gives a late arrival the history so far, each viewer only what their seat may see", async () => {
    // The timer goes off on seat 0 (ana): she takes a bad-luck token whose value only she sees.
    const gameId = await newOmwGame(db, ids.slice(0, 3));
    await putInRoom(db, gameId);
    await applyDueDeadlines(db, T0 + 25_000);
    const { version } = await db.game.findUniqueOrThrow({ where: { id: gameId }, select: { version: true } });
    expect(version).toBeGreaterThan(0);

    const ana = await as("u-ana").games.events({ gameId });
    expect(ana.version).toBe(version);
    expect(ana.entries.map((e) => e.version)).toEqual(Array.from({ length: version + 1 }, (_, v) => v));
    expect((ana.entries[0] as Entry).events.map((e) => e.type)).toContain("game-started");
    const tokenOf = (entries: readonly unknown[]) =>
      (entries as Entry[]).flatMap((e) => e.events).find((e) => e.type === "token-taken");
    expect(tokenOf(ana.entries)).toMatchObject({ seat: 0, value: expect.any(Number) });

    // Another player, a spectator and a signed-out visitor see the token taken, never its value.
    for (const viewer of ["u-bo", "u-di", null]) {
      const seen = await as(viewer).games.events({ gameId });
      expect(seen.entries).toHaveLength(ana.entries.length);
      const token = tokenOf(seen.entries);
      expect(token).toMatchObject({ seat: 0 });
      expect(token).not.toHaveProperty("value");
      expect(JSON.stringify(seen)).not.toContain(await seedOf(gameId));
    }
  });

  it("follows the game's visibility", async () => {
    await expect(as("u-mo").games.events({ gameId: privateRunning })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect((await as("u-di").games.events({ gameId: privateRunning })).entries).toHaveLength(1);
  });
});

describe("games.tiebreaks", () => {
  it("lists the tiebreaker with the tied players' names", async () => {
    const [tb, ...more] = await as(null).games.tiebreaks({ gameId: finished });
    expect(more).toEqual([]);
    expect(tb?.tied).toEqual([
      { seat: 1, userId: "u-bo", name: "bo" },
      { seat: 2, userId: "u-cy", name: "cy" },
    ]);
    expect(tb?.eliminationOrder).toHaveLength(1);
    expect([1, 2]).toContain(tb?.winnerSeat);
    expect(tb?.eliminationOrder).not.toContain(tb?.winnerSeat);
    expect(await as("u-ana").games.tiebreaks({ gameId: running })).toEqual([]);
    await expect(as("u-mo").games.tiebreaks({ gameId: privateFinished })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await as("u-di").games.tiebreaks({ gameId: privateFinished })).toHaveLength(1);
  });
});

describe("games.ratingChanges", () => {
  it("says how a finished game moved each seat's rating, to whoever may see the game", async () => {
    const changes = await as(null).games.ratingChanges({ gameId: finished });
    expect(changes.map((c) => c.seat)).toEqual([0, 1, 2]);
    // The first rated game of all three: everyone started at 1500.
    for (const c of changes) expect(c.before).toBe(1500);
    const winner = (await db.gameResult.findFirst({ where: { gameId: finished, rank: 1 } }))?.seat;
    const won = changes.find((c) => c.seat === winner);
    for (const c of changes) if (c.seat !== winner) expect(c.after).toBeLessThan(won?.after ?? 0);
    expect(await as("u-ana").games.ratingChanges({ gameId: running })).toEqual([]);
    await expect(as("u-mo").games.ratingChanges({ gameId: privateFinished })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});
