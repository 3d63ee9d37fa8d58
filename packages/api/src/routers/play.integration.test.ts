import type { inferProcedureInput } from "@trpc/server";
import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import type { AppRouter } from "../root";
import { appRouter } from "../root";
import { createGame } from "../services/games/create-game";
import { applyDueDeadlines } from "../services/games/deadlines";
import { games } from "../services/games/game-modules";
import { newOmwGame, putInRoom } from "../services/results/test-games";
import { createCallerFactory } from "../trpc";

let database: TestDatabase;
let db: Db;
const ids = ["u-ana", "u-bo", "u-cy", "u-di"];

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 3 });
  for (const id of ids)
    await db.user.create({ data: { id, name: id.slice(2), email: `${id}@example.test` } });
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

const callers = createCallerFactory(appRouter);
const as = (userId: string | null) =>
  callers({
    db,
    headers: new Headers(),
    user: userId ? { id: userId, name: userId, email: `${userId}@example.test`, role: "player" } : null,
  });

describe("play.ohMyWord", () => {
  it("applies the seat's move once, however often the client retries it", async () => {
    const gameId = await newOmwGame(db, ids.slice(0, 3), { now: Date.now() });
    const first = await as("u-ana").play.ohMyWord.draw({ gameId, clientActionId: "draw-0001" });
    expect(first).toEqual({ version: 1, duplicate: false });
    expect(await as("u-ana").play.ohMyWord.draw({ gameId, clientActionId: "draw-0001" })).toEqual({
      version: 1,
      duplicate: true,
    });
    // The engine's own fields pass through: the drawn M covers a category.
    const claim = await as("u-ana").play.ohMyWord.claim({
      gameId,
      clientActionId: "claim-0001",
      category: 0,
      term: "Mango",
    });
    expect(claim.version).toBe(2);
    const stored = await db.gameAction.findMany({ where: { gameId }, orderBy: { seq: "asc" } });
    expect(stored.map((a) => a.action)).toEqual([
      { type: "draw" },
      { type: "claim", category: 0, term: "Mango" },
    ]);
  });

  it("refuses the anonymous, players of other games, and the wrong seat", async () => {
    const gameId = await newOmwGame(db, ids.slice(0, 3), { now: Date.now() });
    // A game in no room is its players' alone: to anyone else it does not exist.
    await expect(
      as("u-di").play.ohMyWord.draw({ gameId, clientActionId: "draw-0002" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND", message: "That game does not exist." });
    await putInRoom(db, gameId);
    await expect(as(null).play.ohMyWord.draw({ gameId, clientActionId: "draw-0001" })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    // At a public table, a watcher may see the game but not play in it.
    await expect(
      as("u-di").play.ohMyWord.draw({ gameId, clientActionId: "draw-0002" }),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    // Seat 1 does not hold the bag: the engine's rule code travels with the error.
    const refused = await as("u-bo")
      .play.ohMyWord.draw({ gameId, clientActionId: "draw-0003" })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: "BAD_REQUEST" });
    expect((refused as { cause?: { rule?: string } }).cause?.rule).toBe("not-your-turn");
    expect(await db.gameAction.count({ where: { gameId } })).toBe(0);
  });

  it("answers bad input with a clear 400 naming the field", async () => {
    const gameId = await newOmwGame(db, ids.slice(0, 3), { now: Date.now() });
    const ana = as("u-ana");
    await expect(ana.play.ohMyWord.draw({ gameId, clientActionId: "short" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(
      ana.play.ohMyWord.draw({ gameId, clientActionId: "has spaces in it" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(
      ana.play.ohMyWord.draw({ gameId: "nope", clientActionId: "draw-0001" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(
      ana.play.ohMyWord.claim({ gameId, clientActionId: "claim-0001", category: -1, term: "Mango" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(
      ana.play.ohMyWord.draw({ gameId: "00000000-0000-4000-8000-000000000000", clientActionId: "draw-0001" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("refuses another game's move, even one with the same name", async () => {
    const gameId = await newOmwGame(db, ids.slice(0, 3), { now: Date.now() });
    await expect(
      as("u-ana").play.buyword.pass({ gameId, clientActionId: "pass-0001" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/another game/),
    });
    expect(await db.gameAction.count({ where: { gameId } })).toBe(0);
  });

  it("types each move's input as the ids plus that action's fields", () => {
    type Claim = inferProcedureInput<AppRouter["play"]["ohMyWord"]["claim"]>;
    expectTypeOf<Claim>().toEqualTypeOf<{
      gameId: string;
      clientActionId: string;
      echo?: { v: number; heldMs: number } | undefined;
      category: number;
      term: string;
    }>();
    type Sell = inferProcedureInput<AppRouter["play"]["buyword"]["sell"]>;
    expectTypeOf<Sell["tiles"]>().toEqualTypeOf<number[]>();
    expectTypeOf<Sell>().not.toHaveProperty("type");
  });

  it("offers no procedure for the server's own actions", () => {
    const procedures = Object.keys(appRouter._def.procedures);
    expect(procedures).toContain("play.ohMyWord.claim");
    expect(procedures).toContain("play.buyword.sell");
    for (const p of ["timerExpired", "timer-expired", "closeChallenge", "pause", "resume"]) {
      expect(procedures).not.toContain(`play.ohMyWord.${p}`);
    }
    expect(procedures).not.toContain("play.buyword.timeout");
  });
});

describe("play.buyword", () => {
  it("lets the seat whose turn it is buy its draw", async () => {
    const seats = ids.slice(0, 2);
    const limits = {
      choose: 1_000,
      draft: 1_000,
      trade: 1_000,
      decide: 1_000,
      bid: 1_000,
      sell: 1_000,
      vote: 1_000,
    };
    const { id: gameId } = await createGame(db, {
      kind: "buyword",
      config: { players: 2, timeLimits: limits },
      seatUserIds: seats,
      now: Date.now(),
    });
    // Let the time limits play until someone has a draw to decide on.
    let turn = -1;
    for (let guard = 0; guard < 20 && turn < 0; guard++) {
      const { state } = await db.game.findUniqueOrThrow({ where: { id: gameId } });
      const phase = (state as { phase: { kind: string; turn?: number } }).phase;
      if (phase.kind === "decide") turn = phase.turn ?? -1;
      else await applyDueDeadlines(db, games.buyword.deadlines(state as never)[0]?.at ?? 0);
    }
    expect(turn).toBeGreaterThanOrEqual(0);
    const other = seats[1 - turn] as string;
    await expect(as(other).play.buyword.buy({ gameId, clientActionId: "buy-00001" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    const bought = await as(seats[turn] as string).play.buyword.buy({ gameId, clientActionId: "buy-00002" });
    expect(bought.duplicate).toBe(false);
    const last = await db.gameAction.findFirstOrThrow({ where: { gameId }, orderBy: { seq: "desc" } });
    expect([last.seat, last.action]).toEqual([turn, { type: "buy" }]);
    // Oh My Word's moves are refused on a BuyWord table.
    await expect(
      as(seats[turn] as string).play.ohMyWord.pass({ gameId, clientActionId: "pass-00001" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
