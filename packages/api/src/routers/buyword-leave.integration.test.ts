import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { TILE_PIPS } from "@wordhall/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyPlayerAction } from "../services/games/apply-action";
import { createGame } from "../services/games/create-game";
import { applyDueDeadlines } from "../services/games/deadlines";
import { games } from "../services/games/game-modules";
import { callerFor } from "./test-caller";

// BW-33 through the live mutation, against a real database: the game's state, its action
// log, and the results and ratings written when it ends.

let database: TestDatabase;
let db: Db;
const ids = ["u-ana", "u-bo", "u-cy", "u-di", "u-ed"];

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

const as = (userId: string) => callerFor(db, userId);

const ONE_SECOND = {
  choose: 1_000,
  draft: 1_000,
  trade: 1_000,
  decide: 1_000,
  bid: 1_000,
  sell: 1_000,
  vote: 1_000,
};

type Stored = {
  phase: { kind: string; turn?: number };
  players: { money: number; left?: boolean }[];
  draws: (number[] | null)[];
};

async function stored(gameId: string) {
  const game = await db.game.findUniqueOrThrow({ where: { id: gameId } });
  return { ...game, state: game.state as unknown as Stored };
}

describe("play.buyword.leave", () => {
  it("BW-33: one of three leaves mid-game; the others play on to the end and the results rank the leaver last", async () => {
    const seats = ["u-ana", "u-bo", "u-cy"];
    const { id: gameId } = await createGame(db, {
      kind: "buyword",
      config: { players: 3, timeLimits: ONE_SECOND },
      seatUserIds: seats,
      now: Date.now(),
    });

    // Bo leaves at once, still holding the $200 everyone starts with.
    const left = await as("u-bo").play.buyword.leave({ gameId, clientActionId: "leave-bo-01" });
    expect(left.duplicate).toBe(false);
    expect(await as("u-bo").play.buyword.leave({ gameId, clientActionId: "leave-bo-01" })).toEqual({
      version: left.version,
      duplicate: true,
    });
    await expect(
      as("u-bo").play.buyword.leave({ gameId, clientActionId: "leave-bo-02" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "You have left this game.",
    });
    // Someone not at the table can't make anyone leave: to them the game does not exist.
    await expect(
      as("u-di").play.buyword.leave({ gameId, clientActionId: "leave-di-01" }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const after = await stored(gameId);
    expect(after.status).toBe("active");
    expect(after.state.players.map((p) => p.left)).toEqual([false, true, false]);
    const logged = await db.gameAction.findFirstOrThrow({ where: { gameId, seat: 1 } });
    expect(logged.action).toEqual({ type: "leave" });

    // Ana and Cy buy every draw they can afford; everything else plays itself out on the
    // time limits (nothing is sold), so they spend and the leaver keeps the most money.
    let bought = 0;
    for (let guard = 0; guard < 400; guard++) {
      const { status, state } = await stored(gameId);
      if (status !== "active") break;
      const deadline = games.buyword.deadlines(state as never)[0];
      if (!deadline) throw new Error(`no deadline in phase ${state.phase.kind}`);
      const turn = state.phase.turn ?? -1;
      expect(turn).not.toBe(1);
      const draw = state.draws[turn] ?? [];
      const price = draw.reduce((n, t) => n + (TILE_PIPS[t] ?? 0), 0) ** 2;
      if (state.phase.kind === "decide" && draw.length > 0 && price <= (state.players[turn]?.money ?? 0)) {
        await applyPlayerAction(db, {
          gameId,
          userId: seats[turn] as string,
          clientActionId: `buy-${guard}-${turn}-x`,
          action: { type: "buy" },
          now: () => deadline.at - 500,
        });
        bought++;
        continue;
      }
      await applyDueDeadlines(db, deadline.at);
    }
    expect(bought).toBeGreaterThan(0);

    const game = await db.game.findUniqueOrThrow({
      where: { id: gameId },
      include: { results: { orderBy: { seat: "asc" } } },
    });
    expect(game.status).toBe("finished");
    const result = games.buyword.result(game.state as never);
    const money = (game.state as unknown as Stored).players.map((p) => p.money);
    expect(money[1]).toBe(200);
    // Nothing was sold, so nobody who stayed has more than the leaver kept.
    expect(Math.max(money[0] ?? 0, money[2] ?? 0)).toBeLessThanOrEqual(200);
    expect(Math.min(money[0] ?? 0, money[2] ?? 0)).toBeLessThan(200);
    // One row per seat, exactly the engine's standings: the leaver last despite the most money.
    expect(game.results.map((r) => [r.seat, r.userId, r.rank, r.score, r.players])).toEqual(
      [...(result?.standings ?? [])]
        .sort((a, b) => a.seat - b.seat)
        .map((s) => [s.seat, seats[s.seat], s.rank, s.money, 3]),
    );
    expect(game.results[1]).toMatchObject({ userId: "u-bo", rank: 3, score: 200 });
    const winnerSeat = (money[0] ?? 0) >= (money[2] ?? 0) ? 0 : 2;
    expect(result?.winners).toContain(winnerSeat);
    expect(result?.winners).not.toContain(1);

    const ratings = await db.rating.findMany({ where: { kind: "buyword", userId: { in: seats } } });
    expect(ratings).toHaveLength(3);
    for (const r of ratings) expect(r.games).toBe(1);
    expect(ratings.find((r) => r.userId === "u-bo")?.wins).toBe(0);
  });

  it("BW-33: when the other player of two leaves, the game ends at once and the one who stayed wins", async () => {
    const { id: gameId } = await createGame(db, {
      kind: "buyword",
      config: { players: 2 },
      seatUserIds: ["u-di", "u-ed"],
      now: Date.now(),
    });
    const { version } = await as("u-ed").play.buyword.leave({ gameId, clientActionId: "leave-ed-01" });
    const game = await db.game.findUniqueOrThrow({
      where: { id: gameId },
      include: { results: { orderBy: { seat: "asc" } } },
    });
    expect(game.version).toBe(version);
    expect(game.status).toBe("finished");
    expect(game.results.map((r) => [r.seat, r.userId, r.rank, r.score])).toEqual([
      [0, "u-di", 1, 200],
      [1, "u-ed", 2, 200],
    ]);
    await expect(
      as("u-di").play.buyword.leave({ gameId, clientActionId: "leave-di-02" }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
    });
  });
});
