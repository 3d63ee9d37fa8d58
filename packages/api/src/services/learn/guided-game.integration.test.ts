import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerAs, makeUser, type TestUser } from "../rooms/test-callers";
import { GUIDED_BUYWORD } from "./guided-buyword";

// The guided first BuyWord game through the real router (docs/web.md, "Guided first game").

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 4 });
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

const as = (user: TestUser | null) => callerAs(db, user);

describe("the guided first game", () => {
  it("starts a real BuyWord game against one easy bot from the curated seed, marked for the coach", async () => {
    const ada = await makeUser(db, "ada");
    expect(await as(ada).me.hasPlayed()).toBe(false);
    // Guided asks for an easy bot whatever level is sent.
    const { roomId, gameId } = await as(ada).rooms.playNow({ kind: "buyword", level: "hard", guided: true });
    const room = await as(ada).rooms.get({ roomId });
    expect(room).toMatchObject({
      name: "Learn BuyWord",
      kind: "buyword",
      visibility: "private",
      status: "playing",
      currentGame: { id: gameId, status: "active", guide: { id: "buyword-1", words: ["RIM", "ION"] } },
    });
    expect(room.seats.map((s) => s.bot)).toEqual([null, "easy"]);
    const game = await db.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(game).toMatchObject({ seed: GUIDED_BUYWORD.seed, guide: GUIDED_BUYWORD.id });
    // The player's first draw is the curated one, dealt by the engine on the server.
    const seen = await as(ada).games.view({ gameId });
    if (seen.kind !== "buyword") throw new Error("not a BuyWord view");
    expect(seen.view.players[0]?.draw?.tiles?.map((t) => t.letter)).toEqual(["R", "M", "O", "I", "I"]);
    expect(await as(ada).me.hasPlayed()).toBe(true);
  });

  it("plain play now is not guided, a visitor has not played, and only BuyWord has a guide", async () => {
    const bo = await makeUser(db, "bo");
    const plain = await as(bo).rooms.playNow({ kind: "buyword", level: "easy" });
    expect((await as(bo).rooms.get({ roomId: plain.roomId })).currentGame?.guide).toBeNull();
    expect((await db.game.findUniqueOrThrow({ where: { id: plain.gameId } })).seed).not.toBe(
      GUIDED_BUYWORD.seed,
    );
    expect(await as(null).me.hasPlayed()).toBe(false);
    await expect(as(bo).rooms.playNow({ kind: "oh-my-word", guided: true })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Only BuyWord has a guided first game so far.",
    });
  });
});
