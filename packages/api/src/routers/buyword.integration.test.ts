import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGame } from "../services/games/create-game";
import { newOmwGame, playBuyword, putInRoom } from "../services/results/test-games";
import { callerFor } from "./test-caller";

let database: TestDatabase;
let db: Db;
const ids = ["u-solo", "u-ana", "u-bo", "u-mo"];
let soloFinished: string;
let running: string;
let privateRunning: string;
let omw: string;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 3 });
  for (const id of ids)
    await db.user.create({ data: { id, name: id.slice(2), email: `${id}@example.test` } });
  // The solo player buys one draw, then every decision times out: nothing is ever sold.
  soloFinished = await playBuyword(db, ["u-solo"], [0]);
  running = (
    await createGame(db, {
      kind: "buyword",
      config: { players: 2, house: { allowed: ["zzxq"], banned: ["cat"] } },
      seatUserIds: ["u-ana", "u-bo"],
    })
  ).id;
  privateRunning = (
    await createGame(db, { kind: "buyword", config: { players: 2 }, seatUserIds: ["u-ana", "u-bo"] })
  ).id;
  const room = await db.room.create({
    data: {
      code: "BWPRIV01",
      kind: "buyword",
      name: "Friends only",
      hostId: "u-ana",
      config: {},
      visibility: "private",
      members: {
        create: [
          { userId: "u-ana", seat: 0 },
          { userId: "u-bo", seat: 1 },
        ],
      },
    },
  });
  await db.game.update({ where: { id: privateRunning }, data: { roomId: room.id } });
  omw = await newOmwGame(db, ["u-ana", "u-bo", "u-mo"], { now: Date.now() });
  // Open tables: anyone may look.
  for (const gameId of [soloFinished, running, omw]) await putInRoom(db, gameId);
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

const as = (userId: string | null) => callerFor(db, userId);

describe("buyword.checkWord", () => {
  it("judges by the game's lexicon after its house rules (BW-10)", async () => {
    const bo = as("u-bo");
    expect(await bo.buyword.checkWord({ gameId: running, word: "dog" })).toEqual({
      word: "DOG",
      valid: true,
    });
    expect(await bo.buyword.checkWord({ gameId: running, word: "qxzvb" })).toEqual({
      word: "QXZVB",
      valid: false,
    });
    // Banned although the lexicon has it; allowed although the lexicon lacks it.
    expect((await bo.buyword.checkWord({ gameId: running, word: "CAT" })).valid).toBe(false);
    expect((await bo.buyword.checkWord({ gameId: running, word: "zzxq" })).valid).toBe(true);
    // Any viewer of a public game may ask: a word says nothing about anyone's tiles.
    expect((await as(null).buyword.checkWord({ gameId: running, word: "dog" })).valid).toBe(true);
  });

  it("refuses bad input, strangers to a private game and other kinds of game", async () => {
    await expect(as("u-bo").buyword.checkWord({ gameId: running, word: "a" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(as("u-bo").buyword.checkWord({ gameId: running, word: "d0g" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(as("u-mo").buyword.checkWord({ gameId: privateRunning, word: "dog" })).rejects.toMatchObject(
      {
        code: "NOT_FOUND",
      },
    );
    expect((await as("u-ana").buyword.checkWord({ gameId: privateRunning, word: "dog" })).valid).toBe(true);
    await expect(as("u-ana").buyword.checkWord({ gameId: omw, word: "dog" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});

describe("buyword.missedSales", () => {
  it("is refused while the game runs: a hand is its owner's secret until the end", async () => {
    await expect(as("u-ana").buyword.missedSales({ gameId: running })).rejects.toMatchObject({
      code: "CONFLICT",
    });
    await expect(as("u-mo").buyword.missedSales({ gameId: privateRunning })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("plans each selling turn of a finished solo game with words the hand really holds", async () => {
    const missed = await as("u-solo").buyword.missedSales({ gameId: soloFinished });
    expect(missed.seat).toBe(0);
    expect(missed.applicable).toBe(true);
    expect(missed.turns).toBeGreaterThan(0);
    // Nothing was sold and the hand held letters and eight wilds: money was left on the table.
    expect(missed.missedTotal).toBeGreaterThan(0);
    expect(missed.worst.length).toBeGreaterThan(0);
    const checker = as("u-solo");
    for (const turn of missed.worst) {
      expect(turn.soldTotal).toBe(0);
      expect(turn.bestTotal).toBe(turn.best.reduce((sum, w) => sum + w.price, 0));
      expect(turn.bestTotal).toBeGreaterThan(0);
      // The plan's words, their wilds aside, come out of the hand's letters, each tile once.
      const letters = turn.hand.map((t) => t.letter);
      let wildsUsed = 0;
      for (const w of turn.best) {
        expect((await checker.buyword.checkWord({ gameId: soloFinished, word: w.word })).valid).toBe(true);
        // The wild stands for one occurrence of its letter; every other letter is a tile.
        const needed = [...w.word];
        if (w.wildAs !== null) needed.splice(needed.indexOf(w.wildAs), 1);
        for (const ch of needed) {
          const at = letters.indexOf(ch);
          expect(at, `${w.word} needs a tile ${ch}`).toBeGreaterThanOrEqual(0);
          letters.splice(at, 1);
        }
        if (w.wildAs !== null) wildsUsed++;
      }
      expect(wildsUsed).toBeLessThanOrEqual(turn.wilds);
    }
    // Turns are ordered by money missed, most first.
    const gaps = missed.worst.map((t) => t.bestTotal - t.soldTotal);
    expect(gaps).toEqual([...gaps].sort((a, b) => b - a));
    // Anyone who may see the game sees the same plan once it is over.
    expect(await as(null).buyword.missedSales({ gameId: soloFinished, seat: 0 })).toEqual(missed);
    await expect(as(null).buyword.missedSales({ gameId: soloFinished, seat: 1 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});
