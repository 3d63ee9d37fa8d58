import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db, poolOf } from "../client";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { LAST_AT_SQL, LOCKED_LAST_AT_SQL } from "./bot-seats";
import { GAME_CHANNEL } from "./channel";
import { COMMIT_GAMES, commitPayload } from "./commit-games";
import { expireDueGames, readUnseenLastAt } from "./expire-due";
import { addGame, addUsers, oneStep } from "./store-fixtures";

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

// Each test works a day before the one before it, so earlier tests' games are never due in it.
let era = Date.UTC(2031, 0, 1);
const nextEra = () => {
  era -= 86_400_000;
  return era;
};

const expiry = (gameId: string, fromVersion: number, at: number) => ({
  commit: {
    gameId,
    fromVersion,
    steps: [{ seat: null, clientActionId: null, action: { type: "timeout", step: fromVersion }, at }],
    state: { marker: `expired at ${at}` },
    nextDeadline: null,
  },
});

describe("the scheduler's fast path", () => {
  it("commits planned expiries, corrects deadlines and leaves deferred games untouched", async () => {
    const t = nextEra();
    const expires = await addGame(db, users, { nextDeadline: t - 3_000 });
    const corrected = await addGame(db, users, { nextDeadline: t - 2_000 });
    const ends = await addGame(db, users, { nextDeadline: t - 1_000 });
    const future = await addGame(db, users, { nextDeadline: t + 1 });
    const seen: string[] = [];
    const outcome = await expireDueGames(db, { now: t, limit: 10 }, (game) => {
      seen.push(game.id);
      expect(game.nextDeadline).toBeTypeOf("number");
      if (game.id === expires.id) return expiry(game.id, game.version, t);
      if (game.id === corrected.id) return { storeDeadline: t + 60_000 };
      return { defer: true };
    });
    expect(seen).toEqual([expires.id, corrected.id, ends.id]);
    expect(outcome).toEqual({ committed: [expires.id], deferred: [ends.id], released: [], more: false });
    const rows = await db.game.findMany({
      where: { id: { in: [expires.id, corrected.id, ends.id, future.id] } },
      select: { id: true, version: true, state: true, nextDeadline: true },
    });
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(expires.id)).toMatchObject({
      version: 1,
      state: { marker: `expired at ${t}` },
      nextDeadline: null,
    });
    expect(await db.gameAction.count({ where: { gameId: expires.id } })).toBe(1);
    expect(byId.get(corrected.id)?.nextDeadline?.getTime()).toBe(t + 60_000);
    expect(byId.get(ends.id)).toMatchObject({ version: 0, state: { marker: "start" } });
  });

  it("says whether a further claim would find more due games", async () => {
    const t = nextEra();
    await Promise.all([1, 2, 3].map((i) => addGame(db, users, { nextDeadline: t - i })));
    const expire = (g: { id: string; version: number }) => expiry(g.id, g.version, t);
    expect((await expireDueGames(db, { now: t, limit: 1 }, expire)).more).toBe(true);
    expect((await expireDueGames(db, { now: t, limit: 2 }, expire)).more).toBe(false);
    expect(await expireDueGames(db, { now: t, limit: 2 }, expire)).toMatchObject({
      committed: [],
      more: false,
    });
    // A game written with its next deadline already come is due again at once.
    const late = await addGame(db, users, { nextDeadline: t - 1 });
    const again = await expireDueGames(db, { now: t, limit: 1 }, (g) => ({
      commit: { ...expiry(g.id, g.version, t).commit, nextDeadline: t },
    }));
    expect(again).toMatchObject({ committed: [late.id], more: true });
  });

  it("hands each due game to exactly one of several racing schedulers", async () => {
    const t = nextEra();
    const games = await Promise.all(
      Array.from({ length: 12 }, (_, i) => addGame(db, users, { nextDeadline: t - i })),
    );
    const handled: string[] = [];
    const scheduler = async () => {
      for (;;) {
        const { committed } = await expireDueGames(db, { now: t, limit: 1 }, (game) => {
          handled.push(game.id);
          return expiry(game.id, game.version, t);
        });
        if (committed.length === 0) return;
      }
    };
    await Promise.all([scheduler(), scheduler(), scheduler()]);
    expect(handled.sort()).toEqual(games.map((g) => g.id).sort());
    expect(await db.gameAction.count({ where: { gameId: { in: games.map((g) => g.id) } } })).toBe(12);
  });

  it("rolls everything back when planning fails, and the connection serves the next call", async () => {
    const t = nextEra();
    const game = await addGame(db, users, { nextDeadline: t - 1 });
    await expect(
      expireDueGames(db, { now: t, limit: 5 }, () => {
        throw new Error("a row no engine can read");
      }),
    ).rejects.toMatchObject({ message: "a row no engine can read", gameIds: [game.id] });
    expect((await db.game.findUniqueOrThrow({ where: { id: game.id } })).version).toBe(0);
    const again = await expireDueGames(db, { now: t, limit: 5 }, (g) => expiry(g.id, g.version, t));
    expect(again.committed).toEqual([game.id]);
  });
});

describe("a claim that takes a row another transaction committed after it began", () => {
  it("reads the committed version's time again, not the game's creation", async () => {
    const t = nextEra();
    const game = await addGame(db, users, { nextDeadline: t - 1_000, createdAt: t - 60_000 });
    const writer = await poolOf(db).connect();
    const claimer = await poolOf(db).connect();
    try {
      await writer.query("BEGIN");
      await writer.query(COMMIT_GAMES, [commitPayload([oneStep(game, { at: t - 500 })]), GAME_CHANNEL]);
      // A waiting lock instead of the scheduler's SKIP LOCKED, so that the claim's snapshot is
      // surely older than the commit: PostgreSQL then hands back the newest row, whose
      // sub-selects still read the older snapshot (the same as when SKIP LOCKED meets a row
      // committed between the claim's start and its lock).
      const claim = claimer.query(
        `SELECT g.id, g.version, ${LOCKED_LAST_AT_SQL} AS "lastAt", ${LAST_AT_SQL} AS "naive"
         FROM game g WHERE g.id = $1 FOR UPDATE OF g`,
        [game.id],
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      await writer.query("COMMIT");
      const { rows } = await claim;
      expect(rows).toEqual([{ id: game.id, version: 1, lastAt: null, naive: t - 60_000 }]);
      await readUnseenLastAt(claimer, rows);
      expect(rows[0]).toMatchObject({ version: 1, lastAt: t - 500 });
    } finally {
      writer.release();
      claimer.release();
    }
  });
});
