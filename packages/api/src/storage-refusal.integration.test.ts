import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { ohMyWord } from "@wordhall/engine";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "./errors";
import { commitWithOthers } from "./services/games/commit-batch";
import { createGame } from "./services/games/create-game";
import { gameRowSchema } from "./services/games/game-row";
import { writeSteps } from "./services/games/write-steps";
import { refusalOf, sqlState } from "./storage-refusal";
import { createCallerFactory, createRouter, publicProcedure } from "./trpc";

// The backstop behind the input schemas, against real PostgreSQL errors: a value the
// database can't store is the request's fault (400 with a sentence), in a procedure and in
// a move, where it used to be a 500, or a 503 asking for the same move again forever.

let database: TestDatabase;
let db: Db;
const seats = ["u-back-ana", "u-back-bo"];

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 3 });
  for (const id of seats) await db.user.create({ data: { id, name: id, email: `${id}@example.test` } });
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

const failureOf = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a failure");
};

describe("which database failures are the request's", () => {
  it("reads the SQLSTATE through Prisma's driver adapter error and from pg itself", async () => {
    const prisma = await failureOf(() => db.room.findUnique({ where: { code: "a\u0000b" } }));
    expect(sqlState(prisma)).toBe("22021");
    const json = await failureOf(() =>
      db.room.create({
        data: {
          code: "NUL001",
          kind: "buyword",
          name: "n",
          hostId: seats[0] as string,
          config: { a: "\u0000" },
        },
      }),
    );
    expect(sqlState(json)).toBe("22P05");
    // The game store's statements go through node-postgres itself: its errors carry the code.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const text = await failureOf(() => client.query("SELECT $1::text", ["a\u0000"]));
      expect(sqlState(text)).toBe("22021");
      const tooBig = await failureOf(() => client.query("SELECT 2147483648::int"));
      expect(sqlState(tooBig)).toBe("22003");
    } finally {
      await client.end();
    }
  });

  it("turns them into a BAD_REQUEST with a sentence, and leaves every other failure alone", async () => {
    const refused = refusalOf(await failureOf(() => db.user.findMany({ where: { name: "\u0000" } })));
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/control characters/),
    });
    // A unique violation, a missing table and a plain bug are not the request's to hear of.
    const duplicate = await failureOf(() =>
      db.user.create({ data: { id: seats[0] as string, name: "x", email: "dup@example.test" } }),
    );
    expect(refusalOf(duplicate)).toBeNull();
    expect(refusalOf(await failureOf(() => db.$queryRawUnsafe("SELECT * FROM no_such_table")))).toBeNull();
    expect(refusalOf(new TypeError("undefined is not a function"))).toBeNull();
  });

  it("answers a procedure that sent such a value with 400 and the sentence, not a 500", async () => {
    const router = createRouter({
      probe: publicProcedure.query(({ ctx }) => ctx.db.room.findUnique({ where: { code: "\u0000" } })),
    });
    const caller = createCallerFactory(router)({ db, headers: new Headers(), user: null });
    await expect(caller.probe()).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/^Your request has characters that can't be stored/),
    });
  });
});

describe("a move whose state PostgreSQL refuses", () => {
  const hostile = { type: "claim", category: 0, term: "A\u0000" };

  it("is refused, never offered for a retry, and leaves the game as it was (group-commit path)", async () => {
    const { id } = await createGame(db, { kind: "oh-my-word", config: { seats: 2 }, seatUserIds: seats });
    const before = await db.game.findUniqueOrThrow({ where: { id } });
    const refused = await failureOf(() =>
      commitWithOthers(db, {
        gameId: id,
        fromVersion: before.version,
        steps: [{ seat: 0, clientActionId: "backstop-0001", action: hostile, at: Date.now() }],
        state: { ...(before.state as object), note: "\u0000" },
        nextDeadline: null,
      }),
    );
    expect(refused).toMatchObject({ code: "BAD_REQUEST", message: expect.stringMatching(/not applied/) });
    const after = await db.game.findUniqueOrThrow({ where: { id } });
    expect(after.version).toBe(before.version);
    expect(await db.gameAction.count({ where: { gameId: id } })).toBe(0);
  });

  it("is refused the same way on the transaction path (a move that ends the game takes it)", async () => {
    const { id } = await createGame(db, { kind: "oh-my-word", config: { seats: 2 }, seatUserIds: seats });
    const stored = await db.game.findUniqueOrThrow({ where: { id } });
    const row = gameRowSchema.parse(stored);
    const refused = await failureOf(() =>
      writeSteps(db, {
        module: ohMyWord,
        row,
        steps: [{ seat: 0, clientActionId: "backstop-0002", action: hostile, at: Date.now() }],
        finalState: { ...row.state, note: "\u0000" },
      }),
    );
    expect(refused).toMatchObject({ code: "BAD_REQUEST" });
    expect((await db.game.findUniqueOrThrow({ where: { id } })).version).toBe(stored.version);
  });
});
