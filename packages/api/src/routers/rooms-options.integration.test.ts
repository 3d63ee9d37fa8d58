import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerAs, makeUser } from "../services/rooms/test-callers";

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 2 });
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

describe("rooms.options: what a create-room form offers", () => {
  it("gives anyone each game's defaults, seat range, built-in boards and lexicons", async () => {
    const options = await callerAs(db, null).rooms.options();
    expect(options["oh-my-word"].seats).toEqual({ min: 2, max: 8 });
    expect(options.buyword.seats).toEqual({ min: 1, max: 4 });
    expect(options["oh-my-word"].defaults).toMatchObject({
      seats: 4,
      scoring: "points",
      timer: { minMs: 25_000, maxMs: 45_000 },
      judging: { mode: "challenge" },
    });
    expect(options["oh-my-word"].builtInBoards.map((b) => b.board)).toEqual([1, 2, 3, 4]);
    expect(options["oh-my-word"].builtInBoards[0]).toMatchObject({ front: "Around the house" });
    expect(options.buyword.defaults).toMatchObject({
      players: 2,
      lexicon: "broad",
      variants: { handLimit: 8 },
    });
    expect(options.buyword.lexicons).toEqual(["broad", "common"]);
  });

  it("offers defaults the server accepts back unchanged, for both games", async () => {
    const host = await makeUser(db, "opt-host");
    const options = await callerAs(db, null).rooms.options();
    for (const kind of ["oh-my-word", "buyword"] as const) {
      const created = await callerAs(db, host).rooms.create({
        kind,
        name: `Defaults ${kind}`,
        config: options[kind].defaults as Record<string, unknown>,
      });
      const room = await callerAs(db, host).rooms.get({ roomId: created.id });
      expect(room.config.game).toEqual(options[kind].defaults);
    }
  });
});
