import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { ohMyWord } from "@wordhall/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../errors";
import { LagMeter } from "../../realtime/lag-meter";
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

/** Seat 0 of a 3-seat table of M tiles draws and covers a category; the bag is theirs to pass. */
async function readyToPass(now: number) {
  const { id } = await createGame(db, {
    kind: "oh-my-word",
    config: {
      seats: 3,
      firstSeat: 0,
      boards: [{ kind: "custom", title: "Test", categories: ["Fruit", "Animal"] }],
      tiles: { letters: { M: 20 }, reverse: 0 },
      judging: { mode: "trust" },
      timer: { minMs: 25_000, maxMs: 25_000 },
    },
    seatUserIds: users.slice(0, 3),
    now: T0,
  });
  const act = (
    clientActionId: string,
    action: unknown,
    at: number,
    more: Partial<Parameters<typeof applyPlayerAction>[1]> = {},
  ) =>
    applyPlayerAction(db, {
      gameId: id,
      userId: users[0] as string,
      clientActionId,
      action,
      now: () => at,
      ...more,
    });
  await act(`draw-${id}`, { type: "draw" }, now);
  await act(`claim-${id}`, { type: "claim", category: 0, term: "Mango" }, now + 1);
  return { id, deadline: T0 + 25_000, act };
}

const tokens = async (gameId: string) => (await stored(gameId)).view.seats.map((s) => s.tokenCount);

describe("a pass at the timer's instant", () => {
  it("goes before the timer, as the engine orders it: the receiver takes the token", async () => {
    const game = await readyToPass(T0 + 1_000);
    const pass = await game.act(`pass-${game.id}`, { type: "pass" }, game.deadline);
    expect(pass).toEqual({ version: 3, duplicate: false });
    await applyDueDeadlines(db, game.deadline);
    expect(await tokens(game.id)).toEqual([0, 1, 0]);
    const { game: row } = await stored(game.id);
    expect(row.actions.map((a) => [a.seq, a.action, a.at.getTime()])).toEqual([
      [1, { type: "draw" }, T0 + 1_000],
      [2, { type: "claim", category: 0, term: "Mango" }, T0 + 1_001],
      [3, { type: "pass" }, game.deadline],
      [4, { type: "timer-expired" }, game.deadline],
    ]);
  });

  it("one millisecond later comes after it: the passer takes the token", async () => {
    const game = await readyToPass(T0 + 1_000);
    await expect(game.act(`pass-${game.id}`, { type: "pass" }, game.deadline + 1)).rejects.toMatchObject({
      rule: "not-your-turn",
    });
    await applyDueDeadlines(db, game.deadline + 1);
    expect(await tokens(game.id)).toEqual([1, 0, 0]);
  });
});

describe("lag compensation", () => {
  // Seat 0's stream got version 2 (their claim) at `sentAt`; a move echoing it, held
  // `heldMs`, arriving 240 ms after that: a link of 120 ms each way.
  const slowLink = (meter: LagMeter, gameId: string, sentAt: number) => {
    meter.sent(gameId, users[0] as string, 2, sentAt);
    return (arrivesAt: number) => ({ lag: meter, echo: { v: 2, heldMs: arrivesAt - sentAt - 240 } });
  };

  it("counts a pass that left the hand before the deadline on a slow link, and records when it was made", async () => {
    const game = await readyToPass(T0 + 1_000);
    const meter = new LagMeter();
    const link = slowLink(meter, game.id, T0 + 2_000);
    const arrivesAt = game.deadline + 80;
    await game.act(`pass-${game.id}`, { type: "pass" }, arrivesAt, link(arrivesAt));
    await applyDueDeadlines(db, game.deadline + 1_000);
    expect(await tokens(game.id)).toEqual([0, 1, 0]);
    const { game: row } = await stored(game.id);
    expect(row.actions.slice(2).map((a) => [a.action, a.at.getTime()])).toEqual([
      [{ type: "pass" }, game.deadline - 40],
      [{ type: "timer-expired" }, game.deadline],
    ]);
  });

  it("gives no credit without samples, nor beyond what was measured", async () => {
    const unmeasured = await readyToPass(T0 + 1_000);
    await expect(
      unmeasured.act(`pass-${unmeasured.id}`, { type: "pass" }, unmeasured.deadline + 80, {
        lag: new LagMeter(),
      }),
    ).rejects.toMatchObject({ rule: "not-your-turn" });
    await applyDueDeadlines(db, unmeasured.deadline + 80);
    expect(await tokens(unmeasured.id)).toEqual([1, 0, 0]);

    const late = await readyToPass(T0 + 1_000);
    const link = slowLink(new LagMeter(), late.id, T0 + 2_000);
    const arrivesAt = late.deadline + 300;
    await expect(
      late.act(`pass-${late.id}`, { type: "pass" }, arrivesAt, link(arrivesAt)),
    ).rejects.toMatchObject({
      rule: "not-your-turn",
    });
    await applyDueDeadlines(db, late.deadline + 300);
    expect(await tokens(late.id)).toEqual([1, 0, 0]);
  });

  it("never stamps a move before the game's last action", async () => {
    const game = await readyToPass(T0 + 1_000);
    const meter = new LagMeter();
    // Measured earlier at 120 ms each way (a move echoing the event of version 1).
    meter.sent(game.id, users[0] as string, 1, T0);
    expect(meter.lagOf(game.id, users[0] as string, { v: 1, heldMs: 0 }, T0 + 240)).toBe(120);
    // The claim counts at T0 + 1 001; 40 ms later, that lag would put the pass before it.
    await game.act(`pass-${game.id}`, { type: "pass" }, T0 + 1_041, { lag: meter });
    const { game: row } = await stored(game.id);
    expect(row.actions.at(-1)?.at.getTime()).toBe(T0 + 1_001);
  });

  it("makes the scheduler wait the cap past a deadline once a seat's lag is measured", async () => {
    const game = await readyToPass(T0 + 1_000);
    const meter = new LagMeter();
    const link = slowLink(meter, game.id, T0 + 2_000);
    // Any move of the measured seat stores the deadline with its grace.
    await game.act(`early-pass-${game.id}`, { type: "pass" }, T0 + 3_000, link(T0 + 3_000));
    const { game: row } = await stored(game.id);
    expect(row.nextDeadline?.getTime()).toBe(game.deadline + 150);
    expect(await applyDueDeadlines(db, game.deadline + 149, 20, () => [], meter)).not.toContain(game.id);
    expect(await applyDueDeadlines(db, game.deadline + 150, 20, () => [], meter)).toContain(game.id);
    // The expiry still counts at the deadline, and the next one keeps the grace.
    const after = await stored(game.id);
    expect(after.game.actions.at(-1)?.at.getTime()).toBe(game.deadline);
    expect(after.game.nextDeadline?.getTime()).toBe(game.deadline + 25_000 + 150);
  });
});
