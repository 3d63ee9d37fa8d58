import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { weekBoard } from "../services/leaderboards/leaderboards";
import { callerFor } from "./test-caller";

let database: TestDatabase;
let db: Db;
const ids = ["u-ana", "u-bo", "u-cy", "u-di", "u-ban"];

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 2 });
  for (const id of ids) {
    await db.user.create({
      data: { id, name: id.slice(2), email: `${id}@example.test`, banned: id === "u-ban" },
    });
  }
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

const anyone = () => callerFor(db, null);

/** A finished game row with one result per entry (rank, score), for boards that read results. */
async function finishedGame(
  kind: "buyword" | "oh_my_word",
  at: Date,
  seats: readonly { userId: string; rank: number; score: number }[],
) {
  const game = await db.game.create({
    data: {
      kind,
      engineVersion: "test",
      config: {},
      seed: "s",
      state: {},
      status: "finished",
      finishedAt: at,
    },
  });
  await db.gameResult.createMany({
    data: seats.map((s, seat) => ({
      gameId: game.id,
      kind,
      seat,
      players: seats.length,
      band: null,
      createdAt: at,
      ...s,
    })),
  });
  return game.id;
}

describe("leaderboards.allTime", () => {
  it("ranks rated players of one game by display rating, leaving out the banned and the unplayed", async () => {
    const rows = [
      { userId: "u-ana", kind: "buyword", ordinal: 12.5, games: 9, wins: 5 },
      { userId: "u-bo", kind: "buyword", ordinal: 20.25, games: 4, wins: 3 },
      { userId: "u-cy", kind: "buyword", ordinal: 30, games: 0, wins: 0 },
      { userId: "u-ban", kind: "buyword", ordinal: 99, games: 50, wins: 50 },
      { userId: "u-di", kind: "oh_my_word", ordinal: 40, games: 3, wins: 3 },
    ] as const;
    // mu − 3·sigma is the stored ordinal; the shown rating is 1500 + 40 × that.
    for (const r of rows) await db.rating.create({ data: { ...r, mu: r.ordinal + 15, sigma: 5 } });

    const board = await anyone().leaderboards.allTime({ kind: "buyword" });
    expect(board.map((r) => [r.place, r.name, r.rating, r.provisional, r.games, r.wins])).toEqual([
      [1, "bo", 2310, true, 4, 3],
      [2, "ana", 2000, false, 9, 5],
    ]);
    expect(
      (await callerFor(db, "u-ana").leaderboards.allTime({ kind: "oh-my-word" })).map((r) => r.name),
    ).toEqual(["di"]);
    expect(await anyone().leaderboards.allTime({ kind: "buyword", limit: 1 })).toHaveLength(1);
  });

  it("refuses an unknown game or a silly page size", async () => {
    await expect(anyone().leaderboards.allTime({ kind: "chess" as "buyword" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(anyone().leaderboards.allTime({ kind: "buyword", limit: 10_000 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});

describe("leaderboards.week", () => {
  const monday = Date.UTC(2026, 10, 23);
  const now = monday + 3 * 86_400_000;
  const during = new Date(monday + 3_600_000);
  const lastWeek = new Date(monday - 3_600_000);

  it("counts multiplayer wins since Monday, then fewer games", async () => {
    const win = (winner: string, loser: string, at: Date) =>
      finishedGame("oh_my_word", at, [
        { userId: winner, rank: 1, score: 0 },
        { userId: loser, rank: 2, score: 4 },
      ]);
    await win("u-ana", "u-bo", during);
    await win("u-ana", "u-bo", during);
    await win("u-bo", "u-ana", during);
    await win("u-cy", "u-di", during);
    await win("u-cy", "u-di", during);
    await win("u-di", "u-cy", lastWeek);
    await win("u-di", "u-cy", lastWeek);
    await win("u-ban", "u-di", during);
    // A shared first place is a win for both.
    await finishedGame("oh_my_word", during, [
      { userId: "u-cy", rank: 1, score: 0 },
      { userId: "u-di", rank: 1, score: 0 },
    ]);
    // Other games and solo games don't count.
    await finishedGame("buyword", during, [{ userId: "u-di", rank: 1, score: 900 }]);

    const board = await weekBoard(db, { kind: "oh-my-word", limit: 10, now });
    expect(board.map((r) => [r.place, r.name, r.wins, r.games])).toEqual([
      [1, "cy", 3, 3],
      [2, "ana", 2, 3],
      [3, "bo", 1, 3],
      [4, "di", 1, 4],
    ]);
    expect(await weekBoard(db, { kind: "buyword", limit: 10, now })).toEqual([]);
  });

  it("is open to everyone and reads the current week", async () => {
    await finishedGame("buyword", new Date(), [
      { userId: "u-bo", rank: 1, score: 300 },
      { userId: "u-ana", rank: 2, score: 150 },
    ]);
    const board = await anyone().leaderboards.week({ kind: "buyword" });
    expect(board.map((r) => [r.name, r.wins, r.games])).toEqual([
      ["bo", 1, 1],
      ["ana", 0, 1],
    ]);
  });
});

describe("leaderboards.soloBuyword", () => {
  it("lists each player's best solo score with its band, an earlier score first on a tie", async () => {
    const solo = async (userId: string, score: number, band: string, at: number) => {
      const gameId = await finishedGame("buyword", new Date(at), [{ userId, rank: 1, score }]);
      await db.gameResult.updateMany({ where: { gameId }, data: { band } });
    };
    await solo("u-ana", 812, "fair", 1_000);
    await solo("u-ana", 1_005, "outstanding", 2_000);
    await solo("u-cy", 950, "good", 4_000);
    await solo("u-bo", 950, "good", 3_000);
    await solo("u-ban", 2_000, "outstanding", 3_000);

    const board = await callerFor(db, "u-di").leaderboards.soloBuyword({});
    expect(board.map((r) => [r.place, r.name, r.score, r.band])).toEqual([
      [1, "ana", 1_005, "outstanding"],
      [2, "bo", 950, "good"],
      [3, "cy", 950, "good"],
      // The solo game of the weekly test above, stored without a band: it is derived.
      [4, "di", 900, "good"],
    ]);
    expect(await anyone().leaderboards.soloBuyword({ limit: 1 })).toHaveLength(1);
  });

  it("links the replay of a game from a public room only: a private room's game is not everyone's", async () => {
    const board = async () => (await anyone().leaderboards.soloBuyword({})).find((r) => r.name === "ana");
    const best = await board();
    const gameId = (await db.gameResult.findFirstOrThrow({ where: { userId: "u-ana", score: 1_005 } }))
      .gameId;
    // Not in a room at all: nobody else can open it.
    expect(best?.gameId).toBeNull();
    for (const visibility of ["public", "private"] as const) {
      const room = await db.room.create({
        data: {
          code: `LB${visibility}`,
          kind: "buyword",
          name: "Solo",
          hostId: "u-ana",
          config: {},
          visibility,
        },
      });
      await db.game.update({ where: { id: gameId }, data: { roomId: room.id } });
      expect((await board())?.gameId).toBe(visibility === "public" ? gameId : null);
    }
  });
});
