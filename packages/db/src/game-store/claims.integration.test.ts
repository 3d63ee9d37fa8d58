import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../client";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { claimDueGames, earliestStoredDeadline, readClaimedGame, storeNextDeadline } from "./claims";
import { addGame, addUsers } from "./store-fixtures";

let database: TestDatabase;
let db: Db;
let users: string[];

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 6 });
  users = await addUsers(db, ["ana", "bo"]);
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

// Each test works a day before the one before it, so the games of earlier tests are in
// its future and never due in it.
let era = Date.UTC(2030, 0, 1);
const nextEra = () => {
  era -= 86_400_000;
  return era;
};

describe("the scheduler's claims", () => {
  it("claims due active games earliest first, within the limit, leaving out skipped and future ones", async () => {
    const t = nextEra();
    const late = await addGame(db, users, { nextDeadline: t - 1_000 });
    const early = await addGame(db, users, { nextDeadline: t - 3_000 });
    const skipped = await addGame(db, users, { nextDeadline: t - 2_000 });
    const exact = await addGame(db, users, { nextDeadline: t });
    await addGame(db, users, { nextDeadline: t + 1 });
    const over = await addGame(db, users, { nextDeadline: t - 5_000 });
    await db.game.update({ where: { id: over.id }, data: { status: "finished" } });

    const claimed = await db.$transaction((tx) =>
      claimDueGames(tx, { now: t, limit: 3, skip: [skipped.id] }),
    );
    expect(claimed).toEqual([early.id, late.id, exact.id]);
    const two = await db.$transaction((tx) => claimDueGames(tx, { now: t, limit: 2, skip: [skipped.id] }));
    expect(two).toEqual([early.id, late.id]);
  });

  it("hands each due game to exactly one of several racing claimers", async () => {
    const t = nextEra();
    const games = await Promise.all(
      Array.from({ length: 8 }, (_, i) => addGame(db, users, { nextDeadline: t - i })),
    );
    const handled: string[] = [];
    const claimer = async () => {
      for (;;) {
        const got = await db.$transaction(async (tx) => {
          const ids = await claimDueGames(tx, { now: t, limit: 1 });
          for (const id of ids) {
            // As the scheduler does once it applied the game's deadlines.
            await storeNextDeadline(tx, id, null);
            handled.push(id);
          }
          return ids.length;
        });
        if (got === 0) return;
      }
    };
    await Promise.all(Array.from({ length: 4 }, claimer));
    expect(handled.sort()).toEqual(games.map((g) => g.id).sort());
  });

  it("reads a claimed game with its stored deadline, and stores a new one", async () => {
    const t = nextEra();
    const game = await addGame(db, users, { nextDeadline: t - 10 });
    const row = await db.$transaction(async (tx) => {
      const [id] = await claimDueGames(tx, { now: t, limit: 1 });
      if (!id) throw new Error("nothing claimed");
      const read = await readClaimedGame(tx, id);
      await storeNextDeadline(tx, id, t + 5_000);
      return read;
    });
    expect(row).toEqual({
      id: game.id,
      kind: "buyword",
      status: "active",
      version: 0,
      state: { marker: "start" },
      nextDeadline: t - 10,
      seed: "seed",
      lastAt: expect.any(Number),
      bots: [],
    });
    const stored = await db.game.findUniqueOrThrow({
      where: { id: game.id },
      select: { nextDeadline: true },
    });
    expect(stored.nextDeadline?.getTime()).toBe(t + 5_000);
  });

  it("finds the earliest stored deadline of active games outside the ones resting", async () => {
    // Far before every other test's games, so this test's are the earliest.
    const t = Date.UTC(2001, 0, 1);
    const first = await addGame(db, users, { nextDeadline: t });
    await addGame(db, users, { nextDeadline: t + 500 });
    expect(await earliestStoredDeadline(db)).toBe(t);
    expect(await earliestStoredDeadline(db, [first.id])).toBe(t + 500);
  });
});
