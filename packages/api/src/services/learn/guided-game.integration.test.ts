import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerAs, makeUser, type TestUser } from "../rooms/test-callers";
import { GUIDED_BUYWORD } from "./guided-buyword";
import { GUIDED_OMW } from "./guided-omw";

// The guided first games through the real router (docs/web.md, "Guided first game").

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
      currentGame: {
        id: gameId,
        status: "active",
        guide: { kind: "buyword", id: "buyword-1", words: ["RIM", "ION"] },
      },
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

  it("starts a real Oh My Word game against two easy bots from the curated seed and settings", async () => {
    const cy = await makeUser(db, "cy");
    const { roomId, gameId } = await as(cy).rooms.playNow({
      kind: "oh-my-word",
      level: "hard",
      guided: true,
    });
    const room = await as(cy).rooms.get({ roomId });
    expect(room).toMatchObject({
      name: "Learn Oh My Word",
      kind: "oh-my-word",
      visibility: "private",
      status: "playing",
      currentGame: {
        id: gameId,
        status: "active",
        guide: {
          kind: "oh-my-word",
          id: "oh-my-word-1",
          example: { letter: "L", category: 12, term: "Lawnmower" },
        },
      },
    });
    expect(room.seats.map((s) => s.bot)).toEqual([null, "easy", "easy"]);
    const game = await db.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(game).toMatchObject({ seed: GUIDED_OMW.seed, guide: GUIDED_OMW.id });
    const seen = await as(cy).games.view({ gameId });
    if (seen.kind !== "oh-my-word") throw new Error("not an Oh My Word view");
    // The player holds the bag first, at a table of one board and the friendlier timer.
    expect(seen.view).toMatchObject({ holder: 0, turn: { stage: "draw" }, categoryCount: 15 });
    expect(seen.view.rules.timerRangeMs).toEqual([40_000, 60_000]);
    // The first draw is the curated one, drawn by the engine on the server: the example's letter.
    await as(cy).play.ohMyWord.draw({ gameId, clientActionId: "guided-draw-1" });
    const drawn = await as(cy).games.view({ gameId });
    if (drawn.kind !== "oh-my-word") throw new Error("not an Oh My Word view");
    expect(drawn.view.turn.letter).toBe("L");
  });

  it("plain play now is not guided, and a visitor has not played", async () => {
    const bo = await makeUser(db, "bo");
    const plain = await as(bo).rooms.playNow({ kind: "buyword", level: "easy" });
    expect((await as(bo).rooms.get({ roomId: plain.roomId })).currentGame?.guide).toBeNull();
    expect((await db.game.findUniqueOrThrow({ where: { id: plain.gameId } })).seed).not.toBe(
      GUIDED_BUYWORD.seed,
    );
    const omw = await as(bo).rooms.playNow({ kind: "oh-my-word", level: "easy" });
    const omwRoom = await as(bo).rooms.get({ roomId: omw.roomId });
    expect(omwRoom).toMatchObject({ name: "Oh My Word with bots", currentGame: { guide: null } });
    expect(await as(null).me.hasPlayed()).toBe(false);
  });
});
