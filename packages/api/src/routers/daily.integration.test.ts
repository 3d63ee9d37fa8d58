import { randomUUID } from "node:crypto";
import { buywordBot } from "@wordhall/bots";
import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { type BuywordAction, type BuywordView, seedRng } from "@wordhall/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverLexicons } from "../lexicons";
import { addDays, dailySeed, dayEnd, dayOf, dayStart } from "../services/daily/daily-day";
import { computeClosedDays, PAR_CLAIM_STALE_MS } from "../services/daily/daily-par";
import { dailySecret } from "../services/daily/daily-secret";
import { startDaily } from "../services/daily/start-daily";
import { applyPlayerAction } from "../services/games/apply-action";
import { playBuyword } from "../services/results/test-games";
import { leaks, type Received } from "../testing/hidden-info";
import { callerFor } from "./test-caller";

// The BuyWord Daily through its procedures and the moves' own path (docs/daily.md). Today's
// games are played through the routers, as clients play them; yesterday's through the same
// service with yesterday's clock, so that day can be closed, ranked and given its par.

let database: TestDatabase;
let db: Db;
let botId: string;
const people = ["u-ana", "u-bo", "u-cy", "u-dee", "u-race"];
const today = dayOf(Date.now());
const yesterday = addDays(today, -1);
const as = (userId: string | null) => callerFor(db, userId);
const bot = buywordBot({ lexicons: serverLexicons });
const clientId = () => randomUUID().replaceAll("-", "");

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 5 });
  for (const id of people)
    await db.user.create({ data: { id, name: id.slice(2), email: `${id}@example.test` } });
  // The bot identities come with the migrations.
  botId = (await db.user.findFirstOrThrow({ where: { botLevel: "hard" }, select: { id: true } })).id;
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

type Seen = { status: string; view: BuywordView };

/** Plays a game to its end, each move the hard bot's choice from the seat's own view. */
async function playOut(view: () => Promise<Seen>, send: (action: BuywordAction) => Promise<unknown>) {
  for (let moves = 0; moves < 3_000; moves++) {
    const seen = await view();
    if (seen.status !== "active") return seen;
    const decision = bot({
      view: seen.view,
      seat: 0,
      level: "hard",
      rng: seedRng(`test/${seen.view.step}`),
      now: 0,
    });
    if (!decision) throw new Error(`nothing to do at step ${seen.view.step}`);
    await send(decision.action);
  }
  throw new Error("the game did not end");
}

/** Through the routers, as a client plays: games.view for the seat, play.buyword.* to move. */
function playToday(userId: string, gameId: string) {
  const caller = as(userId);
  const moves = caller.play.buyword as unknown as Record<string, (input: unknown) => Promise<unknown>>;
  return playOut(
    async () => (await caller.games.view({ gameId })) as Seen,
    ({ type, ...fields }) => {
      const move = moves[type];
      if (!move) throw new Error(`no procedure for ${type}`);
      return move({ gameId, clientActionId: clientId(), ...fields });
    },
  );
}

/** The same moves on yesterday's clock, through the service the routers call. */
function playOnDay(userId: string, gameId: string, from: number) {
  let at = from;
  return playOut(
    async () => (await as(userId).games.view({ gameId })) as Seen,
    (action) =>
      applyPlayerAction(db, {
        gameId,
        userId,
        kind: "buyword",
        clientActionId: clientId(),
        action,
        now: () => (at += 10),
      }),
  );
}

const firstDraw = async (userId: string, gameId: string) => {
  const caller = as(userId);
  let { view } = (await caller.games.view({ gameId })) as Seen;
  // When the die says "choice", the player picks the draw's size; both pick the same.
  if (view.phase.kind === "choose") {
    await caller.play.buyword.choose({ gameId, clientActionId: clientId(), count: 3 });
    ({ view } = (await caller.games.view({ gameId })) as Seen);
  }
  return view.players[0]?.draw?.tiles;
};

describe("daily.start", () => {
  it("deals two accounts the same draws, each seen from the player's own seat", async () => {
    const ana = await as("u-ana").daily.start();
    const bo = await as("u-bo").daily.start();
    expect(ana.day).toBe(today);
    expect(ana.closesAt).toBe(dayEnd(today));
    expect(bo.gameId).not.toBe(ana.gameId);
    const anaDraw = await firstDraw("u-ana", ana.gameId);
    const boDraw = await firstDraw("u-bo", bo.gameId);
    expect(anaDraw?.length).toBeGreaterThan(0);
    expect(boDraw).toEqual(anaDraw);
    // An ordinary solo game draws from a bag of its own.
    const other = await playBuyword(db, ["u-dee"]);
    const otherSetup = await db.game.findUniqueOrThrow({ where: { id: other }, select: { seed: true } });
    expect(otherSetup.seed).not.toBe(dailySeed(dailySecret(), today));
  });

  it("gives one attempt however many calls race for it", async () => {
    const race = as("u-race");
    const started = await Promise.all(Array.from({ length: 30 }, () => race.daily.start()));
    expect(new Set(started.map((s) => s.gameId)).size).toBe(1);
    expect(await db.dailyAttempt.count({ where: { userId: "u-race" } })).toBe(1);
    // The losers' games were rolled back with their attempts.
    expect(await db.gameSeat.count({ where: { userId: "u-race" } })).toBe(1);
    // Asking again returns the game being played.
    expect((await race.daily.start()).gameId).toBe(started[0]?.gameId);
  });

  it("refuses to start a finished attempt again, and bots altogether", async () => {
    const { gameId } = await as("u-ana").daily.start();
    const end = await playToday("u-ana", gameId);
    expect(end.status).toBe("finished");
    await expect(as("u-ana").daily.start()).rejects.toMatchObject({
      code: "CONFLICT",
      message:
        "You have already played today's Daily: there is one attempt a day. The next one opens at midnight UTC.",
    });
    await expect(startDaily(db, botId)).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "Bots do not play the Daily.",
    });
    await expect(as(null).daily.start()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("daily.today and daily.board during the day", () => {
  it("says where each account stands and ranks finished attempts by money alone", async () => {
    const ana = await as("u-ana").daily.today();
    expect(ana.attempt).toMatchObject({ state: "finished", money: expect.any(Number) });
    const bo = await as("u-bo").daily.today();
    expect(bo.attempt).toMatchObject({ state: "playing", gameId: expect.any(String) });
    expect((await as("u-cy").daily.today()).attempt).toEqual({ state: "not-started" });
    const board = await as(null).daily.board({});
    expect(board).toMatchObject({ day: today, closed: false, par: null });
    // Only the finished attempt, with nothing about its game but the money and band: not
    // even its id, which opens to others only once the day is over.
    expect(board.rows).toEqual([
      {
        place: 1,
        userId: "u-ana",
        name: "ana",
        money: ana.attempt.state === "finished" ? ana.attempt.money : -1,
        band: expect.any(String),
        gameId: null,
      },
    ]);
    await expect(as(null).daily.board({ day: addDays(today, 1) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("keeps the Daily off the ordinary solo board but in the player's history", async () => {
    const solo = await as(null).leaderboards.soloBuyword({});
    // u-dee's ordinary solo game is there; u-ana's finished Daily is not.
    expect(solo.map((r) => r.userId)).toContain("u-dee");
    expect(solo.map((r) => r.userId)).not.toContain("u-ana");
    const { attempt } = await as("u-ana").daily.today();
    const gameId = attempt.state === "finished" ? attempt.gameId : "none";
    const history = await as("u-ana").profile.history({});
    expect(JSON.stringify(history)).toContain(gameId);
  });
});

describe("what the day keeps secret", () => {
  it("never sends the seed or an undealt draw to another player, in any Daily answer", async () => {
    const anaToday = await as("u-ana").daily.today();
    const boToday = await as("u-bo").daily.today();
    if (anaToday.attempt.state !== "finished" || boToday.attempt.state !== "playing")
      throw new Error("the attempts are not where the earlier tests left them");
    const anaGame = anaToday.attempt.gameId;
    const boGame = boToday.attempt.gameId;
    const received: Received[] = [];
    const record = async (call: () => Promise<unknown>) => {
      let text: string;
      try {
        text = JSON.stringify(await call());
      } catch (error) {
        text = JSON.stringify({ error: (error as Error).message });
      }
      received.push({ at: Date.now(), text });
      return text;
    };
    for (const userId of ["u-ana", "u-bo", "u-cy", null]) {
      const caller = as(userId);
      await record(() => caller.daily.today());
      await record(() => caller.daily.board({}));
      await record(() => caller.daily.board({ day: today, limit: 100 }));
      await record(() => caller.daily.calendar({}));
      await record(() => caller.daily.start());
    }
    // Another player's Daily is not theirs to open, in any form; it is as if it did not exist.
    const bo = as("u-bo");
    for (const call of [
      () => bo.games.view({ gameId: anaGame }),
      () => bo.games.events({ gameId: anaGame }),
      () => bo.games.record({ gameId: anaGame }),
      () => bo.buyword.missedSales({ gameId: anaGame }),
    ]) {
      expect(await record(call)).toContain("That game does not exist.");
    }
    // Its own player gets the record only once the day is over: the seed is everyone's today.
    expect(await record(() => as("u-ana").games.record({ gameId: anaGame }))).toContain(
      "published once its day is over",
    );
    // A moderator's inspection holds the finished game's seed and state back until midnight
    // too. (It shows ana's game as a spectator sees it, so it is not one of bo's answers.)
    const inspected = await callerFor(db, "u-mod", "moderator").admin.games.get({ gameId: anaGame });
    expect(inspected).toMatchObject({ status: "finished", revealed: null });
    expect(JSON.stringify(inspected)).not.toContain(dailySeed(dailySecret(), today));
    // The seat's own view is its own (its draw), and still nothing of the bag beyond it.
    await record(() => bo.games.view({ gameId: boGame }));

    const row = await db.game.findUniqueOrThrow({
      where: { id: boGame },
      select: { seed: true, state: true },
    });
    const state = row.state as { bag: number[]; bagNext: number };
    const undealt = state.bag.slice(state.bagNext);
    expect(undealt.length).toBeGreaterThanOrEqual(6);
    const secrets = {
      seed: row.seed,
      deadlines: new Set<number>(),
      bags: new Set([JSON.stringify(undealt)]),
    };
    expect(row.seed).toBe(dailySeed(dailySecret(), today));
    // BuyWord shows a decision's time limit (null here: the Daily has none), so `deadline` is public.
    expect(leaks(received, secrets, new Set(["deadline"]))).toEqual([]);
    // Tiles travel as { id, letter, pips }: none of the tiles still in bo's bag may travel at all.
    expect(undealtTilesIn(received, undealt)).toEqual([]);
    // The scans do find what they look for.
    expect(leaks([{ at: 0, text: JSON.stringify(row) }], secrets).length).toBeGreaterThan(0);
    const nextTile = { id: undealt[0], letter: "A", pips: 1 };
    expect(undealtTilesIn([{ at: 0, text: JSON.stringify({ tiles: [nextTile] }) }], undealt)).toEqual([
      undealt[0],
    ]);
  });
});

/** The ids of the tiles in any payload that are among `undealt`. */
function undealtTilesIn(received: readonly Received[], undealt: readonly number[]): number[] {
  const secret = new Set(undealt);
  return received.flatMap(({ text }) =>
    [...text.matchAll(/"id":(\d+),"letter"/g)].map((m) => Number(m[1])).filter((id) => secret.has(id)),
  );
}

describe("the day's close", () => {
  let anaGame: string;

  it("ranks yesterday's finished attempts, with no par before it is computed", async () => {
    const noon = dayStart(yesterday) + 12 * 3_600_000;
    const ana = await startDaily(db, "u-ana", noon);
    const bo = await startDaily(db, "u-bo", noon + 60_000);
    expect(ana.day).toBe(yesterday);
    anaGame = ana.gameId;
    await playOnDay("u-ana", ana.gameId, noon);
    await playOnDay("u-bo", bo.gameId, noon + 60_000);
    const board = await as(null).daily.board({ day: yesterday });
    expect(board).toMatchObject({ day: yesterday, closed: true, par: null });
    expect(board.rows.map((r) => r.userId).sort()).toEqual(["u-ana", "u-bo"]);
    const [first, second] = board.rows;
    expect(first?.money).toBeGreaterThanOrEqual(second?.money ?? Number.POSITIVE_INFINITY);
  });

  it("opens a closed day's games to everyone from its board, and today's to nobody else", async () => {
    const board = await as(null).daily.board({ day: yesterday });
    const ana = board.rows.find((r) => r.userId === "u-ana");
    expect(ana?.gameId).toBe(anaGame);
    // Another player and a visitor may replay it: its record, its view and its history.
    for (const viewer of ["u-bo", null]) {
      const record = await as(viewer).games.record({ gameId: anaGame });
      expect(record.seed).toBe(dailySeed(dailySecret(), yesterday));
      await expect(as(viewer).games.view({ gameId: anaGame })).resolves.toMatchObject({
        view: expect.anything(),
      });
    }
    // Today's board names no game, and today's finished games stay their players' own.
    const todays = await as(null).daily.board({});
    expect(todays.rows.length).toBeGreaterThan(0);
    for (const row of todays.rows) {
      expect(row.gameId).toBeNull();
    }
  });

  it("computes the par once, however many instances see midnight pass", async () => {
    // A millisecond before midnight the day is still open: nothing is computed.
    expect(await computeClosedDays(db, { instance: "early", now: dayEnd(yesterday) - 1 })).toEqual([]);
    const instances = [0, 1, 2].map(() => createDb(database.url, { poolSize: 2 }));
    try {
      const runs = await Promise.all(
        instances.map((instanceDb, i) =>
          computeClosedDays(instanceDb, { instance: `instance-${i}`, now: dayEnd(yesterday) + 1_000 }),
        ),
      );
      const computed = runs.flat();
      expect(computed.map((c) => c.day)).toEqual([yesterday]);
      // Later runs find it done.
      expect(await computeClosedDays(instances[0] as Db, { instance: "later" })).toEqual([]);
      const par = computed[0];
      const board = await as(null).daily.board({ day: yesterday });
      expect(board.par).toEqual({ hardBot: par?.hardBot, bestPlan: par?.bestPlan });
      expect(await db.dailyPar.count()).toBe(1);
    } finally {
      await Promise.all(instances.map((d) => d.$disconnect()));
    }
  });

  it("takes over a claim whose instance died, and leaves a live claim alone", async () => {
    const twoAgo = addDays(today, -2);
    const threeAgo = addDays(today, -3);
    for (const day of [twoAgo, threeAgo]) await startDaily(db, "u-cy", dayStart(day) + 3_600_000);
    const now = Date.now();
    await db.dailyPar.createMany({
      data: [
        // Claimed 11 minutes ago and never stored: that instance is gone.
        {
          day: new Date(dayStart(twoAgo)),
          claimedBy: "dead",
          claimedAt: new Date(now - PAR_CLAIM_STALE_MS - 60_000),
        },
        // Claimed a minute ago: still being computed elsewhere.
        { day: new Date(dayStart(threeAgo)), claimedBy: "busy", claimedAt: new Date(now - 60_000) },
      ],
    });
    const computed = await computeClosedDays(db, { instance: "survivor", now });
    expect(computed.map((c) => c.day)).toEqual([twoAgo]);
    const rows = await db.dailyPar.findMany({
      orderBy: { day: "asc" },
      select: { claimedBy: true, computedAt: true },
    });
    // Oldest first: the live claim untouched, the dead one taken over, yesterday's as it was.
    expect(rows.map((r) => [r.claimedBy, r.computedAt !== null])).toEqual([
      ["busy", false],
      ["survivor", true],
      [expect.stringMatching(/^instance-/), true],
    ]);
  });

  it("publishes a closed day's record, and counts the days played in a streak", async () => {
    const record = await as("u-ana").games.record({ gameId: anaGame });
    expect(record.seed).toBe(dailySeed(dailySecret(), yesterday));
    const calendar = await as("u-ana").daily.calendar({});
    expect(calendar).toMatchObject({ today, currentStreak: 2, longestStreak: 2 });
    expect(calendar.days.map((d) => [d.day, d.attempt.state, d.streak])).toEqual([
      [today, "finished", 2],
      [yesterday, "finished", 1],
    ]);
    // Bo's today is still being played: yesterday's streak stands until today is over.
    const bo = await as("u-bo").daily.calendar({});
    expect(bo).toMatchObject({ currentStreak: 1, longestStreak: 1 });
    expect(bo.days[0]).toMatchObject({ day: today, attempt: { state: "playing" }, streak: 0 });
  });
});
