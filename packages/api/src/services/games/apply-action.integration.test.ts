import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { ohMyWord } from "@wordhall/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../errors";
import { putInRoom } from "../results/test-games";
import { applyPlayerAction } from "./apply-action";
import { createGame } from "./create-game";
import { applyDueDeadlines } from "./deadlines";

let database: TestDatabase;
let db: Db;
let users: string[];

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 6 });
  users = [];
  for (const name of ["ana", "bo", "cy", "di"]) {
    const user = await db.user.create({ data: { id: `u-${name}`, name, email: `${name}@example.test` } });
    users.push(user.id);
  }
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

const T0 = Date.UTC(2026, 10, 30, 12, 0, 0);

async function newOmwGame(seatUserIds = users.slice(0, 3)) {
  const game = await createGame(db, {
    kind: "oh-my-word",
    config: { seats: seatUserIds.length, firstSeat: 0, timer: { minMs: 25_000, maxMs: 25_000 } },
    seatUserIds,
    now: T0,
  });
  return game.id;
}

async function stored(gameId: string) {
  const game = await db.game.findUniqueOrThrow({
    where: { id: gameId },
    include: { actions: { orderBy: { seq: "asc" } } },
  });
  return { game, view: ohMyWord.view(game.state as never, null) };
}

describe("applying a seat's action", () => {
  it("commits the state, the version + 1 and the appended action together", async () => {
    const gameId = await newOmwGame();
    const outcome = await applyPlayerAction(db, {
      gameId,
      userId: users[0] as string,
      clientActionId: "c-1",
      action: { type: "draw" },
      now: () => T0 + 1_000,
    });
    expect(outcome).toEqual({ version: 1, duplicate: false });
    const { game, view } = await stored(gameId);
    expect(game.version).toBe(1);
    expect(game.actions.map((a) => [a.seq, a.seat, a.clientActionId, a.action])).toEqual([
      [1, 0, "c-1", { type: "draw" }],
    ]);
    // Times are stored as UTC, as Prisma reads them back.
    expect(game.actions[0]?.at.getTime()).toBe(T0 + 1_000);
    expect(game.nextDeadline?.getTime()).toBe(T0 + 25_000);
    expect(view.turn.stage === "claim" || view.holder !== 0).toBe(true);
  });

  it("refuses a seat that is not in the game, an illegal move and bad input, changing nothing", async () => {
    const gameId = await newOmwGame();
    // At a public table: the stranger sees the game, so is told they hold no seat in it.
    await putInRoom(db, gameId);
    const attempt = (userId: string, action: unknown) =>
      applyPlayerAction(db, {
        gameId,
        userId,
        clientActionId: `x-${Math.random()}`,
        action,
        now: () => T0 + 500,
      });
    await expect(attempt(users[3] as string, { type: "draw" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(attempt(users[1] as string, { type: "draw" })).rejects.toBeInstanceOf(AppError);
    await expect(attempt(users[0] as string, { type: "fly" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(attempt(users[0] as string, "draw")).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const { game } = await stored(gameId);
    expect(game.version).toBe(0);
    expect(game.actions).toHaveLength(0);
  });

  it("applies the same client action once, even sent 20 times at once", async () => {
    const gameId = await newOmwGame();
    const send = () =>
      applyPlayerAction(db, {
        gameId,
        userId: users[0] as string,
        clientActionId: "same",
        action: { type: "draw" },
        now: () => T0 + 2_000,
      });
    const outcomes = await Promise.all(Array.from({ length: 20 }, send));
    expect(outcomes.every((o) => o.version === 1)).toBe(true);
    expect(outcomes.filter((o) => !o.duplicate).length).toBe(1);
    const { game } = await stored(gameId);
    expect(game.version).toBe(1);
    expect(game.actions).toHaveLength(1);
  });

  it("acknowledges a retried move that ended the game, and refuses a new one as game over", async () => {
    const gameId = await newOmwGame(users.slice(0, 2));
    // One of two players leaving ends the game.
    const leave = (clientActionId: string) =>
      applyPlayerAction(db, {
        gameId,
        userId: users[1] as string,
        clientActionId,
        action: { type: "leave" },
        now: () => T0 + 1_000,
      });
    expect(await leave("bye")).toEqual({ version: 1, duplicate: false });
    expect((await stored(gameId)).game.status).toBe("finished");
    expect(await leave("bye")).toEqual({ version: 1, duplicate: true });
    await expect(leave("bye-again")).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("applies a deadline that passed before the action arrived, first", async () => {
    const gameId = await newOmwGame();
    // The hidden timer went off 25 s after T0 while seat 0 held the bag: seat 0 took a
    // token and passed the bag, so its late draw is no longer its turn (not refused as
    // "a deadline is pending", which is what the engine says when the server forgets).
    await expect(
      applyPlayerAction(db, {
        gameId,
        userId: users[0] as string,
        clientActionId: "late",
        action: { type: "draw" },
        now: () => T0 + 30_000,
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", rule: "not-your-turn" });
    const { game } = await stored(gameId);
    expect(game.version).toBe(0);
  });
});

describe("deadlines", () => {
  it("are applied exactly once however many schedulers race for them", async () => {
    const gameId = await newOmwGame();
    const before = await stored(gameId);
    expect(before.game.nextDeadline?.getTime()).toBe(T0 + 25_000);
    expect(await applyDueDeadlines(db, T0 + 24_999)).not.toContain(gameId);

    const runs = await Promise.all(Array.from({ length: 4 }, () => applyDueDeadlines(db, T0 + 25_050)));
    expect(runs.flat().filter((id) => id === gameId)).toHaveLength(1);
    const after = await stored(gameId);
    expect(after.game.version).toBe(1);
    expect(after.game.actions.map((a) => [a.seat, a.action])).toEqual([[null, { type: "timer-expired" }]]);
    expect(after.game.actions[0]?.at.getTime()).toBe(T0 + 25_000);
    const tokens = after.view.seats.map((s) => s.tokenCount);
    expect(tokens[0]).toBe(1);
    expect(after.game.nextDeadline?.getTime()).toBeGreaterThan(T0 + 25_000);
  });
});
