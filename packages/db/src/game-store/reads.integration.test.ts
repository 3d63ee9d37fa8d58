import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../client";
import { countStatements } from "../testing/count-statements";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { actionsAfter } from "./action-log";
import { commitGame } from "./commit-games";
import { readFeedGame, readGameState } from "./feed-reads";
import { readForAction } from "./read-for-action";
import { addGame, addUsers, oneStep } from "./store-fixtures";

let database: TestDatabase;
let db: Db;
let users: string[];

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 3 });
  users = await addUsers(db, ["ana", "bo", "cy"]);
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

const T0 = Date.UTC(2026, 5, 1, 12, 0, 0);

describe("reading for an action", () => {
  it("reads the game, the caller's seat and an earlier result of the client action id in one statement", async () => {
    const game = await addGame(db, users.slice(0, 2), { createdAt: T0 });
    await commitGame(db, oneStep(game, { clientActionId: "done", at: T0 + 1_234 }));
    const { result, statements } = await countStatements(db, () =>
      readForAction(db, { gameId: game.id, userId: users[1] as string, clientActionId: "done" }),
    );
    expect(statements).toBe(1);
    expect(result).toEqual({
      id: game.id,
      kind: "buyword",
      status: "active",
      version: 1,
      state: { marker: "done" },
      endedReason: null,
      seat: 1,
      prior: 1,
      lastAt: T0 + 1_234,
      seed: "seed",
      bots: [],
    });
    const stranger = await readForAction(db, {
      gameId: game.id,
      userId: users[2] as string,
      clientActionId: "new",
    });
    expect(stranger).toMatchObject({ seat: null, prior: null });
    const fresh = await addGame(db, users.slice(0, 2), { createdAt: T0 + 5 });
    expect(
      await readForAction(db, { gameId: fresh.id, userId: users[0] as string, clientActionId: "x" }),
    ).toMatchObject({ version: 0, seat: 0, lastAt: T0 + 5 });
  });

  it("returns null for a game that does not exist", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(
      await readForAction(db, { gameId: missing, userId: users[0] as string, clientActionId: "x" }),
    ).toBeNull();
  });

  it("refuses a row whose state is not an object, before any engine sees it", async () => {
    const game = await addGame(db, users.slice(0, 2));
    await db.$executeRaw`UPDATE game SET state = '[1, 2]'::jsonb WHERE id = ${game.id}`;
    await expect(
      readForAction(db, { gameId: game.id, userId: users[0] as string, clientActionId: "x" }),
    ).rejects.toThrow(/state/);
  });
});

describe("the action log", () => {
  it("gives the actions after a version, up to another, in order, with times in epoch ms", async () => {
    let game = await addGame(db, users.slice(0, 2));
    for (let i = 1; i <= 4; i++) {
      await commitGame(db, oneStep(game, { clientActionId: `a${i}`, at: T0 + i * 1_000 }));
      game = { id: game.id, version: i };
    }
    expect(await actionsAfter(db, game.id, { after: 1 })).toEqual(
      [2, 3, 4].map((seq) => ({
        seq,
        seat: 0,
        action: { type: "mark", id: `a${seq}` },
        at: T0 + seq * 1_000,
      })),
    );
    expect((await actionsAfter(db, game.id, { after: 0, upTo: 2 })).map((a) => a.seq)).toEqual([1, 2]);
    expect(await actionsAfter(db, game.id, { after: 4 })).toEqual([]);
  });
});

describe("the live feed's reads", () => {
  it("reads a game's setup, state and seats with their names, or null when it does not exist", async () => {
    const game = await addGame(db, users.slice(0, 2), { createdAt: T0 });
    const feed = await readFeedGame(db, game.id);
    expect(feed).toEqual({
      id: game.id,
      kind: "buyword",
      roomId: null,
      config: {},
      seed: "seed",
      createdAt: T0,
      state: { marker: "start" },
      version: 0,
      lastAt: T0,
      seats: [
        { seat: 0, userId: users[0], name: "ana", bot: null },
        { seat: 1, userId: users[1], name: "bo", bot: null },
      ],
    });
    expect(await readFeedGame(db, "00000000-0000-4000-8000-000000000000")).toBeNull();
    await commitGame(db, oneStep(game, { clientActionId: "next", at: T0 + 900 }));
    expect(await readGameState(db, game.id)).toEqual({
      state: { marker: "next" },
      version: 1,
      lastAt: T0 + 900,
    });
    expect(await readFeedGame(db, game.id)).toMatchObject({ version: 1, lastAt: T0 + 900 });
  });
});
