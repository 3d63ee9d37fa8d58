import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { playBuyword, putInRoom } from "../services/results/test-games";
import { callerFor } from "./test-caller";

let database: TestDatabase;
let db: Db;
const ids = ["u-ana", "u-bo", "u-cy"];
const games: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 2 });
  for (const id of ids)
    await db.user.create({ data: { id, name: id.slice(2), email: `${id}@example.test` } });
  // Real games, finished through the game service: two duels and a solo game for ana.
  const t = Date.UTC(2026, 10, 1);
  games.push(await playBuyword(db, ["u-ana", "u-bo"], [0], t));
  games.push(await playBuyword(db, ["u-bo", "u-ana"], [0], t + 3_600_000));
  games.push(await playBuyword(db, ["u-ana"], [], t + 7_200_000));
  // The duels at open tables; the solo game in a private room.
  await putInRoom(db, games[0] as string);
  await putInRoom(db, games[1] as string);
  await putInRoom(db, games[2] as string, "private");
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

describe("profile.get", () => {
  it("shows anyone a player's name, ratings and latest games", async () => {
    for (const viewer of [null, "u-ana", "u-cy"]) {
      const profile = await callerFor(db, viewer).profile.get({ userId: "u-ana" });
      expect(profile.name).toBe("ana");
      expect(profile.ratings.map((r) => [r.kind, r.games])).toEqual([["buyword", 2]]);
      // A private room's game is listed only to its player (and moderators).
      expect(profile.recent.map((g) => [g.gameId, g.players])).toEqual([
        ...(viewer === "u-ana" ? [[games[2], 1]] : []),
        [games[1], 2],
        [games[0], 2],
      ]);
      expect(JSON.stringify(profile)).not.toContain("@example.test");
    }
    const staff = await callerFor(db, "u-cy", "moderator").profile.get({ userId: "u-ana" });
    expect(staff.recent.map((g) => g.gameId)).toEqual([games[2], games[1], games[0]]);
    const bo = await callerFor(db, null).profile.get({ userId: "u-bo" });
    // Buying spends money: the buyer of each duel came second.
    expect(bo.recent.map((g) => g.rank)).toEqual([2, 1]);
    expect(bo.ratings[0]?.wins).toBe(1);
    // On the shown scale, provisional for the first games, with a point per rated game.
    expect(bo.ratings[0]?.provisional).toBe(true);
    expect(bo.ratings[0]?.history.map((h) => h.rating)).toEqual(
      [...bo.recent].reverse().map((g) => g.ratingAfter),
    );
    expect(bo.ratings[0]?.rating).toBe(bo.recent[0]?.ratingAfter);
    // Rows name the others at the table.
    expect(bo.recent.map((g) => g.opponents.map((o) => o.name))).toEqual([["ana"], ["ana"]]);
  });

  it("answers an unknown player with NOT_FOUND and a blank id with BAD_REQUEST", async () => {
    await expect(callerFor(db, null).profile.get({ userId: "u-nobody" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(callerFor(db, null).profile.get({ userId: "" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});

describe("profile.history", () => {
  it("needs a signed-in player", async () => {
    await expect(callerFor(db, null).profile.history({})).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("pages through the caller's own games, newest first", async () => {
    const ana = callerFor(db, "u-ana");
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 5; page++) {
      const { items, nextCursor } = await ana.profile.history({ limit: 2, ...(cursor ? { cursor } : {}) });
      seen.push(...items.map((g) => g.gameId));
      if (!nextCursor) break;
      cursor = nextCursor;
    }
    expect(seen).toEqual([games[2], games[1], games[0]]);
    const solo = await ana.profile.history({ kind: "buyword", limit: 1 });
    expect(solo.items[0]).toMatchObject({ players: 1, seat: 0, rank: 1, band: "under", score: 200 });
    expect(await ana.profile.history({ kind: "oh-my-word" })).toEqual({ items: [], nextCursor: null });
    expect((await callerFor(db, "u-cy").profile.history({})).items).toEqual([]);
  });

  it("refuses another player's page marker and bad sizes", async () => {
    const { nextCursor } = await callerFor(db, "u-bo").profile.history({ limit: 1 });
    expect(nextCursor).not.toBeNull();
    await expect(
      callerFor(db, "u-cy").profile.history({ cursor: nextCursor ?? undefined }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(callerFor(db, "u-bo").profile.history({ limit: 0 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});
