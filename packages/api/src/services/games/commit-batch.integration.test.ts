import { createDb, type Db } from "@wordhall/db";
import { type CommitInput, GAME_CHANNEL } from "@wordhall/db/game-store";
import { countStatements, createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commitWithOthers } from "./commit-batch";
import { createGame } from "./create-game";

// Moves of different games that wait at the same moment are committed in one statement.
// Each game must still be written only against the version its move was planned on, and one
// move's failure must not refuse or lose the others.

let database: TestDatabase;
let db: Db;
let listener: pg.Client;
const notices: { id: string; v: number }[] = [];
const users = ["u-ana", "u-bo"];

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 4 });
  for (const id of users) await db.user.create({ data: { id, name: id, email: `${id}@example.test` } });
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

async function newGame(): Promise<{ id: string; version: number; state: unknown }> {
  const { id } = await createGame(db, { kind: "buyword", config: { players: 2 }, seatUserIds: users });
  return db.game.findUniqueOrThrow({ where: { id }, select: { id: true, version: true, state: true } });
}

let ids = 0;
/** A one-step commit on top of `game` as read; the state is the stored one with a marker. */
function move(
  game: { id: string; version: number; state: unknown },
  clientActionId = `a-${++ids}`,
): CommitInput {
  return {
    gameId: game.id,
    fromVersion: game.version,
    steps: [{ seat: 0, clientActionId, action: { type: "marker", n: ids }, at: Date.now() }],
    state: { ...(game.state as object), marker: clientActionId },
    nextDeadline: null,
  };
}

async function stored(gameId: string) {
  const row = await db.game.findUniqueOrThrow({
    where: { id: gameId },
    select: { version: true, state: true, actions: { select: { seq: true, clientActionId: true } } },
  });
  return { version: row.version, marker: (row.state as { marker?: string }).marker, actions: row.actions };
}

async function noticesFor(gameIds: string[]): Promise<Map<string, number[]>> {
  await new Promise((resolve) => setTimeout(resolve, 200));
  const by = new Map<string, number[]>(gameIds.map((id) => [id, []]));
  for (const n of notices) by.get(n.id)?.push(n.v);
  return by;
}

describe("group commit", () => {
  it("commits the moves of many games sent at once in fewer statements, each game once", async () => {
    const games = await Promise.all(Array.from({ length: 12 }, () => newGame()));
    const { result, statements } = await countStatements(db, () =>
      Promise.all(games.map((g) => commitWithOthers(db, move(g)))),
    );
    expect(result).toEqual(games.map((g) => ({ version: g.version + 1 })));
    // Two go at once; the ten that waited go together.
    expect(statements).toBe(3);
    const heard = await noticesFor(games.map((g) => g.id));
    for (const g of games) {
      const now = await stored(g.id);
      expect(now.version).toBe(g.version + 1);
      expect(now.marker).toMatch(/^a-/);
      expect(now.actions).toHaveLength(1);
      expect(heard.get(g.id)).toEqual([g.version + 1]);
    }
  });

  it("tells a move planned on an old version it is stale, and writes the others", async () => {
    const [early1, early2, behind, fine] = await Promise.all([newGame(), newGame(), newGame(), newGame()]);
    if (!early1 || !early2 || !behind || !fine) throw new Error("games");
    const outcomes = await Promise.all([
      commitWithOthers(db, move(early1)),
      commitWithOthers(db, move(early2)),
      commitWithOthers(db, move({ ...behind, version: behind.version - 1 })),
      commitWithOthers(db, move(fine)),
    ]);
    expect(outcomes[2]).toBe("stale");
    expect(outcomes[3]).toEqual({ version: fine.version + 1 });
    expect(await stored(behind.id)).toMatchObject({ version: behind.version, actions: [] });
    expect((await stored(fine.id)).version).toBe(fine.version + 1);
  });

  it("never applies two moves of one game planned on the same version", async () => {
    const game = await newGame();
    const others = await Promise.all([newGame(), newGame()]);
    const outcomes = await Promise.all([
      ...others.map((g) => commitWithOthers(db, move(g))),
      commitWithOthers(db, move(game, "first")),
      commitWithOthers(db, move(game, "second")),
    ]);
    // They go in different statements, so either may reach the row first; exactly one lands.
    const ours = outcomes.slice(2);
    expect(ours).toContainEqual({ version: game.version + 1 });
    expect(ours).toContain("stale");
    const winner = ours[0] === "stale" ? "second" : "first";
    const now = await stored(game.id);
    expect(now).toMatchObject({ version: game.version + 1, marker: winner });
    expect(now.actions.map((a) => a.clientActionId)).toEqual([winner]);
  });

  it("refuses only the move whose client action id was taken; the rest of its statement lands", async () => {
    const taken = await newGame();
    expect(await commitWithOthers(db, move(taken, "taken-id"))).toEqual({ version: taken.version + 1 });
    const after = { ...taken, version: taken.version + 1 };
    const [early1, early2, a, b] = await Promise.all([newGame(), newGame(), newGame(), newGame()]);
    if (!early1 || !early2 || !a || !b) throw new Error("games");
    const outcomes = await Promise.all([
      commitWithOthers(db, move(early1)),
      commitWithOthers(db, move(early2)),
      commitWithOthers(db, move(a)),
      commitWithOthers(db, move(after, "taken-id")),
      commitWithOthers(db, move(b)),
    ]);
    expect(outcomes.slice(2)).toEqual([{ version: a.version + 1 }, "duplicate", { version: b.version + 1 }]);
    expect(await stored(taken.id)).toMatchObject({ version: taken.version + 1, marker: "taken-id" });
    expect((await stored(a.id)).actions).toHaveLength(1);
    expect((await stored(b.id)).actions).toHaveLength(1);
  });
});
