import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../client";
import { countStatements } from "../testing/count-statements";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { GAME_CHANNEL, notifyGame } from "./channel";
import { commitGame, commitGames } from "./commit-games";
import { addGame, addUsers, oneStep, storedGame } from "./store-fixtures";
import { DuplicateAction, StaleWrite, writeGameSteps } from "./write-steps";

let database: TestDatabase;
let db: Db;
let listener: pg.Client;
let users: string[];
const notices: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 4 });
  users = await addUsers(db, ["ana", "bo"]);
  listener = new pg.Client({ connectionString: database.url });
  await listener.connect();
  listener.on("notification", (n) => notices.push(JSON.parse(n.payload ?? "{}")));
  await listener.query(`LISTEN ${GAME_CHANNEL}`);
});
afterAll(async () => {
  await listener.end();
  await db.$disconnect();
  await database.drop();
});

/** The notices heard for a game once the ones sent so far have arrived. */
async function heard(gameId: string): Promise<Record<string, unknown>[]> {
  await listener.query("SELECT 1");
  await new Promise((resolve) => setTimeout(resolve, 100));
  return notices.filter((n) => n.id === gameId);
}

describe("the one-statement commit", () => {
  it("writes the state, the version, the log and the deadline in one statement, and notifies", async () => {
    const game = await addGame(db, users);
    const at = Date.UTC(2026, 0, 2, 3, 4, 5, 678);
    const { result, statements } = await countStatements(db, () =>
      commitGame(db, oneStep(game, { clientActionId: "first", at, nextDeadline: at + 30_000 })),
    );
    expect(result).toEqual({ version: 1 });
    expect(statements).toBe(1);
    const row = await storedGame(db, game.id);
    expect(row).toMatchObject({ version: 1, state: { marker: "first" }, status: "active" });
    expect(row.nextDeadline?.getTime()).toBe(at + 30_000);
    expect(row.actions.map((a) => [a.seq, a.seat, a.clientActionId, a.at.getTime()])).toEqual([
      [1, 0, "first", at],
    ]);
    expect(await heard(game.id)).toEqual([{ id: game.id, v: 1, d: at + 30_000 }]);
  });

  it("says stale when the game moved on or ended, and duplicate when the client action id is taken", async () => {
    const game = await addGame(db, users);
    expect(await commitGame(db, oneStep(game, { clientActionId: "once" }))).toEqual({ version: 1 });
    expect(await commitGame(db, oneStep(game))).toBe("stale");
    expect(await commitGame(db, oneStep({ id: game.id, version: 1 }, { clientActionId: "once" }))).toBe(
      "duplicate",
    );
    await db.game.update({ where: { id: game.id }, data: { status: "finished" } });
    expect(await commitGame(db, oneStep({ id: game.id, version: 1 }))).toBe("stale");
    expect((await storedGame(db, game.id)).actions).toHaveLength(1);
  });

  it("commits many games in one statement, writing only those still at the version planned on", async () => {
    const games = await Promise.all(Array.from({ length: 6 }, () => addGame(db, users)));
    const [behind, ...current] = games;
    if (!behind) throw new Error("no games");
    await commitGame(db, oneStep(behind));
    const { result, statements } = await countStatements(db, () =>
      commitGames(
        db,
        games.map((g) => oneStep(g)),
      ),
    );
    expect(statements).toBe(1);
    expect([...result].sort()).toEqual(current.map((g) => g.id).sort());
    for (const g of current) expect((await storedGame(db, g.id)).version).toBe(1);
    expect((await storedGame(db, behind.id)).actions).toHaveLength(1);
    // Only the written games are announced.
    expect(await heard(behind.id)).toHaveLength(1);
  });

  it("fails the whole statement when one game's client action id is taken", async () => {
    const taken = await addGame(db, users);
    await commitGame(db, oneStep(taken, { clientActionId: "mine" }));
    const other = await addGame(db, users);
    await expect(
      commitGames(db, [oneStep({ id: taken.id, version: 1 }, { clientActionId: "mine" }), oneStep(other)]),
    ).rejects.toMatchObject({ code: "23505" });
    expect((await storedGame(db, other.id)).version).toBe(0);
  });
});

describe("the transactional write", () => {
  it("writes a game's end: finished, no deadline, the steps logged; the NOTIFY goes at commit", async () => {
    const game = await addGame(db, users, { nextDeadline: Date.now() + 60_000 });
    const step = oneStep(game, { clientActionId: "last", nextDeadline: Date.now() + 5_000 });
    await db.$transaction(async (tx) => {
      expect(await writeGameSteps(tx, { ...step, finished: true })).toEqual({ version: 1 });
      await notifyGame(tx, { id: game.id, v: 1 });
    });
    const row = await storedGame(db, game.id);
    expect(row).toMatchObject({ version: 1, status: "finished", nextDeadline: null });
    expect(row.actions.map((a) => a.clientActionId)).toEqual(["last"]);
    expect(await heard(game.id)).toEqual([{ id: game.id, v: 1 }]);
  });

  it("refuses a stale version and a taken client action id, and the transaction leaves nothing", async () => {
    const game = await addGame(db, users);
    await commitGame(db, oneStep(game, { clientActionId: "taken" }));
    const write = (input: ReturnType<typeof oneStep>) =>
      db.$transaction(async (tx) => {
        await notifyGame(tx, { id: game.id, v: 99 });
        return writeGameSteps(tx, { ...input, finished: false });
      });
    await expect(write(oneStep(game))).rejects.toBeInstanceOf(StaleWrite);
    await expect(
      write(oneStep({ id: game.id, version: 1 }, { clientActionId: "taken" })),
    ).rejects.toBeInstanceOf(DuplicateAction);
    expect(await storedGame(db, game.id)).toMatchObject({ version: 1, state: { marker: "taken" } });
    expect((await heard(game.id)).map((n) => n.v)).toEqual([1]);
  });

  it("sends a moderator's end notice", async () => {
    const game = await addGame(db, users);
    await db.$transaction((tx) => notifyGame(tx, { id: game.id, v: 0, end: 1 }));
    expect(await heard(game.id)).toEqual([{ id: game.id, v: 0, end: 1 }]);
  });
});
