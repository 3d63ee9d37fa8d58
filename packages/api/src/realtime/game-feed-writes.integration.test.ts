import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppError } from "../errors";
import { applyPlayerAction } from "../services/games/apply-action";
import { createGame } from "../services/games/create-game";
import { GameFeed } from "./game-feed";
import type { LiveGameMessage } from "./live-message";
import { applyViewPatch } from "./view-patch";

// A move on a game this process watches is applied to the live feed's state with no read,
// and the feed takes the committed steps without reading them back. The feed is only ever
// a guess: these tests make it wrong and check that the database still decides.

let database: TestDatabase;
let db: Db;
const users = ["u-ana", "u-bo", "u-cy"];

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 4 });
  for (const id of users) await db.user.create({ data: { id, name: id, email: `${id}@example.test` } });
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

type Seat = 0 | 1 | 2;

async function phaseOf(gameId: string): Promise<string> {
  const { state } = await db.game.findUniqueOrThrow({ where: { id: gameId }, select: { state: true } });
  return (state as { phase: { kind: string } }).phase.kind;
}

/** A 3-seat BuyWord game in its trade window, where offering and withdrawing are always legal. */
async function tradeGame(): Promise<string> {
  for (let tries = 0; tries < 40; tries++) {
    const { id } = await createGame(db, {
      kind: "buyword",
      config: { players: 3, variants: { trade: true } },
      seatUserIds: users,
    });
    if ((await phaseOf(id)) === "choose") {
      await applyPlayerAction(db, {
        gameId: id,
        userId: users[0] as string,
        clientActionId: `open-${id}`,
        action: { type: "choose", count: 2 },
      });
    }
    if ((await phaseOf(id)) === "trade") return id;
  }
  throw new Error("no game opened with a trade window");
}

let ids = 0;
function offer(gameId: string, seat: Seat, feed?: GameFeed, clientActionId = `offer-${++ids}`) {
  return applyPlayerAction(db, {
    gameId,
    userId: users[seat] as string,
    clientActionId,
    action: { type: "offerTrade", to: (seat + 1) % 3, money: 0 },
    cache: feed,
  });
}

async function stored(gameId: string) {
  return db.game.findUniqueOrThrow({
    where: { id: gameId },
    select: { version: true, state: true, actions: { orderBy: { seq: "asc" }, select: { seq: true } } },
  });
}

describe("a late reader", () => {
  it("gets steps over versions whose views the feed no longer holds, and they rebuild the view", async () => {
    const gameId = await tradeGame();
    const feed = new GameFeed(db);
    const release = await feed.acquire(gameId);
    const start = feed.snapshot(gameId, 1);
    let view = (JSON.parse(start.data) as Extract<LiveGameMessage, { type: "snapshot" }>).view;
    // Four moves through the feed: it keeps views of the last two versions only.
    for (let i = 0; i < 4; i++) {
      // Each seat offers, then withdraws its offer.
      const seat = (Math.floor(i / 2) % 3) as Seat;
      const to = (seat + 1) % 3;
      await applyPlayerAction(db, {
        gameId,
        userId: users[seat] as string,
        clientActionId: `late-${gameId}-${i}`,
        action: i % 2 === 0 ? { type: "offerTrade", to, money: 0 } : { type: "withdrawTrade", to },
        cache: feed,
      });
    }
    const steps = await feed.stepsAfter(gameId, 1, start.version);
    expect(steps?.map((s) => s.version)).toEqual([1, 2, 3, 4].map((k) => start.version + k));
    for (const step of steps ?? []) {
      const message = JSON.parse(step.data) as Extract<LiveGameMessage, { type: "step" }>;
      view = applyViewPatch(view, message.patch);
    }
    const now = JSON.parse(feed.snapshot(gameId, 1).data) as Extract<LiveGameMessage, { type: "snapshot" }>;
    expect(view).toEqual(now.view);
    release();
  });
});

describe("moves on a game this process watches", () => {
  it("commit against the feed's state, and the feed holds the new version before any notification", async () => {
    const gameId = await tradeGame();
    const feed = new GameFeed(db);
    const release = await feed.acquire(gameId);
    const before = (await stored(gameId)).version;

    const outcome = await offer(gameId, 0, feed);

    expect(outcome).toEqual({ version: before + 1, duplicate: false });
    expect(feed.version(gameId)).toBe(before + 1);
    const row = await stored(gameId);
    expect(row.version).toBe(before + 1);
    // What the feed holds is what was stored, so its views and patches tell the truth.
    expect(JSON.parse(JSON.stringify(feed.latest(gameId)?.state))).toEqual(row.state);
    expect(await feed.stepsAfter(gameId, 1, before)).toHaveLength(1);
    release();
  });

  it("fall back to the database when another instance moved the game on, and apply once on top", async () => {
    const gameId = await tradeGame();
    const feed = new GameFeed(db);
    const release = await feed.acquire(gameId);
    const start = (await stored(gameId)).version;

    // Another instance's move: this feed has not heard of it.
    await offer(gameId, 0);
    expect(feed.version(gameId)).toBe(start);

    const outcome = await offer(gameId, 1, feed);

    expect(outcome).toEqual({ version: start + 2, duplicate: false });
    const row = await stored(gameId);
    expect(row.actions.map((a) => a.seq).slice(-2)).toEqual([start + 1, start + 2]);
    // The feed did not take steps applied to a state it did not hold; a read catches it up.
    expect(feed.version(gameId)).toBe(start);
    await feed.refresh(gameId);
    expect(JSON.parse(JSON.stringify(feed.latest(gameId)?.state))).toEqual(row.state);
    release();
  });

  it("acknowledge a repeated client action id without applying it again", async () => {
    const gameId = await tradeGame();
    const feed = new GameFeed(db);
    const release = await feed.acquire(gameId);
    const first = await offer(gameId, 2, feed, "same-move-id");
    // The repeat would be legal on the new state: only the stored action id can refuse it.
    const again = await offer(gameId, 2, feed, "same-move-id");
    expect(again).toEqual({ version: first.version, duplicate: true });
    expect((await stored(gameId)).version).toBe(first.version);
    release();
  });

  it("word a refusal as the database path does, and refuse a game a moderator ended", async () => {
    const gameId = await tradeGame();
    const feed = new GameFeed(db);
    const release = await feed.acquire(gameId);
    const refusal = (seat: Seat, action: unknown, cache?: GameFeed) =>
      applyPlayerAction(db, {
        gameId,
        userId: users[seat] as string,
        clientActionId: `r-${++ids}`,
        action,
        cache,
      }).then(
        () => null,
        (error: AppError) => `${error.code}: ${error.message}`,
      );
    const selfTrade = { type: "offerTrade", to: 0, money: 0 };
    const viaFeed = await refusal(0, selfTrade, feed);
    expect(viaFeed).toMatch(/^BAD_REQUEST: /);
    expect(viaFeed).toBe(await refusal(0, selfTrade));

    const version = (await stored(gameId)).version;
    await db.game.update({ where: { id: gameId }, data: { status: "aborted", endedReason: "Cheating" } });
    // The feed still holds the game as live; the commit's guard refuses it all the same.
    expect(await refusal(1, { type: "offerTrade", to: 2, money: 0 }, feed)).toBe(
      "CONFLICT: A moderator ended this game: Cheating.",
    );
    expect((await stored(gameId)).version).toBe(version);
    release();
  });
});
