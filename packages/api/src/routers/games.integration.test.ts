import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { replayUnknownRecord } from "@wordhall/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newOmwGame, playOmwWithTiebreaker, putInRoom } from "../services/results/test-games";
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
      const replayed = replayUnknownRecord(JSON.parse(JSON.stringify(record)));
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
