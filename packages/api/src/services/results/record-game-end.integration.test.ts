import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { ohMyWord } from "@wordhall/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyPlayerAction } from "../games/apply-action";
import { games } from "../games/game-modules";
import { NEW_RATING, shownRating } from "./ratings";
import { newOmwGame, playBuyword, playOmwWithTiebreaker, T0 } from "./test-games";

let database: TestDatabase;
let db: Db;
let users: string[];

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 4 });
  users = [];
  for (const name of ["ana", "bo", "cy", "di", "ed"]) {
    const user = await db.user.create({ data: { id: `u-${name}`, name, email: `${name}@example.test` } });
    users.push(user.id);
  }
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

const u = (i: number) => users[i] as string;

async function finished(gameId: string) {
  return db.game.findUniqueOrThrow({
    where: { id: gameId },
    include: { results: { orderBy: { seat: "asc" } }, tiebreaks: true },
  });
}

describe("recording the end of an Oh My Word game", () => {
  it("writes results, ratings and the tiebreaker with the final state", async () => {
    const seats = [u(0), u(1), u(2)];
    const gameId = await playOmwWithTiebreaker(db, seats);
    const game = await finished(gameId);
    expect(game.status).toBe("finished");
    const engine = ohMyWord.result(game.state as never);
    expect(engine?.reason).toBe("tiebreaker-won");

    // One row per seat, exactly the engine's standings.
    expect(game.results.map((r) => [r.seat, r.userId, r.rank, r.score, r.players, r.band])).toEqual(
      [...(engine?.standings ?? [])]
        .sort((a, b) => a.seat - b.seat)
        .map((s) => [s.seat, seats[s.seat], s.rank, s.score, 3, null]),
    );
    // Seat 0 took the only token; seats 1 and 2 played it off.
    const bySeat = game.results.map((r) => r.rank);
    expect(bySeat[0]).toBe(3);
    expect(game.results[0]?.score).toBeGreaterThan(0);
    expect([bySeat[1], bySeat[2]].sort()).toEqual([1, 2]);

    expect(game.tiebreaks).toHaveLength(1);
    const tb = game.tiebreaks[0];
    const winnerSeat = bySeat[1] === 1 ? 1 : 2;
    expect(tb).toMatchObject({
      tiedSeats: [1, 2],
      tiedUserIds: [u(1), u(2)],
      eliminationOrder: [3 - winnerSeat],
      winnerSeat,
      winnerUserId: seats[winnerSeat],
    });

    const ratings = await db.rating.findMany({ where: { kind: "oh_my_word" } });
    const of = (userId: string) => ratings.find((r) => r.userId === userId);
    expect(ratings).toHaveLength(3);
    for (const r of ratings) expect(r.games).toBe(1);
    expect(of(seats[winnerSeat] as string)?.wins).toBe(1);
    expect(of(u(0))?.wins).toBe(0);
    const winner = of(seats[winnerSeat] as string)?.ordinal ?? 0;
    const second = of(seats[3 - winnerSeat] as string)?.ordinal ?? 0;
    const last = of(u(0))?.ordinal ?? 0;
    expect(winner).toBeGreaterThan(second);
    expect(second).toBeGreaterThan(last);
    expect(of(u(0))?.mu).toBeLessThan(NEW_RATING.mu);
  });

  it("writes nothing, not even the final state, when the transaction fails", async () => {
    const seats = [u(0), u(1), u(3)];
    const gameId = await newOmwGame(db, seats, { tiebreaker: "shared" });
    // Cover the first category and draw for the second: the next claim fills the boards.
    await act(gameId, seats, { type: "draw" }, T0 + 100);
    await act(gameId, seats, { type: "claim", category: 0, term: "Mango" }, T0 + 200);
    await act(gameId, seats, { type: "pass" }, T0 + 300);
    await act(gameId, seats, { type: "draw" }, T0 + 400);
    const before = await db.game.findUniqueOrThrow({ where: { id: gameId } });
    const ratingsBefore = await db.rating.findMany({ orderBy: [{ userId: "asc" }, { kind: "asc" }] });
    // A seat row vanishing mid-game (as when its user is deleted) makes the results unwritable.
    await db.gameSeat.delete({ where: { gameId_seat: { gameId, seat: 2 } } });

    await expect(
      act(gameId, seats, { type: "claim", category: 1, term: "Mouse" }, T0 + 500, "final-cover"),
    ).rejects.toMatchObject({
      code: "SERVICE_UNAVAILABLE",
      message: expect.stringContaining("results could not be saved"),
      cause: expect.objectContaining({ message: expect.stringMatching(/no user at seat 2/) }),
    });

    const after = await finished(gameId);
    expect(after.status).toBe("active");
    expect(after.version).toBe(before.version);
    expect(after.state).toEqual(before.state);
    expect(after.results).toEqual([]);
    expect(after.tiebreaks).toEqual([]);
    expect(await db.gameAction.count({ where: { gameId, clientActionId: "final-cover" } })).toBe(0);
    expect(await db.rating.findMany({ orderBy: [{ userId: "asc" }, { kind: "asc" }] })).toEqual(
      ratingsBefore,
    );

    // With the seat back the same move ends the game and records it.
    await db.gameSeat.create({ data: { gameId, seat: 2, userId: u(3) } });
    await act(gameId, seats, { type: "claim", category: 1, term: "Mouse" }, T0 + 500, "final-cover");
    const done = await finished(gameId);
    expect(done.status).toBe("finished");
    expect(done.results.map((r) => [r.rank, r.score])).toEqual([
      [1, 0],
      [1, 0],
      [1, 0],
    ]);
  });
});

/** The bag holder (read from the stored state) sends `action` at `at`. */
async function act(
  gameId: string,
  seats: readonly string[],
  action: Record<string, unknown>,
  at: number,
  clientActionId = `${gameId.slice(0, 8)}-${at}`,
) {
  const game = await db.game.findUniqueOrThrow({ where: { id: gameId } });
  const holder = ohMyWord.view(game.state as never, null).holder as number;
  return applyPlayerAction(db, {
    gameId,
    userId: seats[holder] as string,
    clientActionId,
    action,
    now: () => at,
  });
}

describe("recording the end of a BuyWord game", () => {
  it("ranks by money, shares a tie, and rates both players", async () => {
    const tied = await finished(await playBuyword(db, [u(0), u(1)]));
    expect(tied.status).toBe("finished");
    expect(tied.results.map((r) => [r.rank, r.score, r.players])).toEqual([
      [1, 200, 2],
      [1, 200, 2],
    ]);

    const spent = await finished(await playBuyword(db, [u(0), u(1)], [0]));
    const engine = games.buyword.result(spent.state as never);
    expect(spent.results.map((r) => [r.seat, r.rank, r.score])).toEqual(
      [...(engine?.standings ?? [])].sort((a, b) => a.seat - b.seat).map((s) => [s.seat, s.rank, s.money]),
    );
    expect(spent.results[0]?.score).toBeLessThan(200);
    expect(spent.results.map((r) => r.rank)).toEqual([2, 1]);

    const ratings = await db.rating.findMany({ where: { kind: "buyword" }, orderBy: { userId: "asc" } });
    expect(ratings.map((r) => [r.userId, r.games, r.wins])).toEqual([
      [u(0), 2, 1],
      [u(1), 2, 2],
    ]);
    expect(ratings[1]?.ordinal).toBeGreaterThan(ratings[0]?.ordinal ?? 0);
    expect(await db.tiebreak.count({ where: { gameId: spent.id } })).toBe(0);

    // Each result keeps the shown rating before and after: the second game starts where the
    // first left off, ends where the rating row now stands, and the winner gained.
    for (const [i, r] of spent.results.entries()) {
      const first = tied.results[i];
      expect(first?.ratingBefore).toBe(1500);
      expect(r.ratingBefore).toBe(first?.ratingAfter);
      const now = ratings.find((x) => x.userId === r.userId);
      expect(r.ratingAfter).toBe(now ? shownRating(now) : Number.NaN);
    }
    const winner = spent.results.find((r) => r.rank === 1);
    const loser = spent.results.find((r) => r.rank === 2);
    expect((winner?.ratingAfter ?? 0) - (winner?.ratingBefore ?? 0)).toBeGreaterThan(0);
    expect(loser?.ratingAfter ?? 0).toBeLessThan(winner?.ratingAfter ?? 0);
  });

  it("keeps a solo game's score and band but leaves the rating alone", async () => {
    const gameId = await playBuyword(db, [u(4)], [0]);
    const game = await finished(gameId);
    expect(game.results).toHaveLength(1);
    const row = game.results[0];
    expect(row).toMatchObject({ userId: u(4), rank: 1, players: 1 });
    expect(row?.band).toBe(games.buyword.result(game.state as never)?.band);
    expect(row?.band).toBe("under");
    expect(row).toMatchObject({ ratingBefore: null, ratingAfter: null });
    expect(await db.rating.count({ where: { userId: u(4) } })).toBe(0);
  });
});
