import { ohMyWordBot } from "@wordhall/bots";
import { nodeOhMyWordKnowledge } from "@wordhall/bots/node";
import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import type { AnyGameModule, OmwView } from "@wordhall/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverLexicons } from "../../lexicons";
import { ChangeFeed } from "../../realtime/change-feed";
import { GAME_CHANNEL } from "../../realtime/channels";
import { PgListener } from "../../realtime/pg-listener";
import { createRealtime } from "../../realtime/registry";
import { botGameProblems } from "../../testing/bot-game-check";
import { QUICK_BOT_OMW } from "../../testing/http/quick-games";
import { createGame } from "../games/create-game";
import { gameModule } from "../games/game-modules";
import { allTimeBoard, weekBoard } from "../leaderboards/leaderboards";
import { callerAs, makeUser } from "../rooms/test-callers";
import { botMetrics } from "./bot-metrics";
import { planBotMove } from "./bot-plan";
import { botRests, REFUSALS_BEFORE_REST } from "./bot-rests";
import { type AnyBot, type BotRegistry, createBotRegistry, useBotRegistry } from "./registry";

// Whole Oh My Word games with bot seats, played by the real scheduler (claims, SKIP LOCKED,
// NOTIFY) on a real database, with every bot's thinking 20 times quicker than its level says
// (the registry's speed-up, which only benches and tests set) and the quick test table's
// 1–1.5 s hidden timer. Afterwards each game's record is folded with the engine and every bot
// move in it is planned again from the version before it.

const SPEEDUP = 20;
const knowledge = nodeOhMyWordKnowledge();
const registry = createBotRegistry({
  lexicons: serverLexicons,
  omwKnowledge: () => knowledge,
  speedup: SPEEDUP,
});

let database: TestDatabase;
let db: Db;
let observer: PgListener;
/** When this process heard each version's NOTIFY (sent at commit), by game. */
const heard = new Map<string, Map<number, number>>();
const instances: { stop(): Promise<void> }[] = [];

beforeAll(async () => {
  useBotRegistry(registry);
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 4 });
  observer = new PgListener({ url: database.url, channels: [GAME_CHANNEL] });
  const feed = new ChangeFeed(observer);
  feed.watchChannel(GAME_CHANNEL, (notice) => {
    if (!notice) return;
    const versions = heard.get(notice.id) ?? new Map<number, number>();
    if (!versions.has(notice.v)) versions.set(notice.v, Date.now());
    heard.set(notice.id, versions);
  });
  await feed.ready();
});
afterAll(async () => {
  useBotRegistry(null);
  for (const i of instances) await i.stop();
  await observer.stop();
  await db.$disconnect();
  await database.drop();
});

/** A server instance of our own: its pool, its LISTEN connection, its scheduler. */
async function instance(name: string) {
  const own = createDb(database.url, { poolSize: 3 });
  const rt = createRealtime({ db: own, url: database.url, instance: name, sweepMs: 250 });
  await rt.start();
  const handle = {
    rt,
    async stop() {
      instances.splice(instances.indexOf(handle), 1);
      await rt.stop();
      await own.$disconnect();
    },
  };
  instances.push(handle);
  return handle;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function untilOver(gameIds: readonly string[], timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const open = await db.game.count({ where: { id: { in: [...gameIds] }, status: "active" } });
    if (open === 0) return;
    if (Date.now() > until) throw new Error(`${open} games did not end in time`);
    await sleep(200);
  }
}

const quickGame = (seatUserIds: string[]) =>
  createGame(db, {
    kind: "oh-my-word",
    config: { ...QUICK_BOT_OMW, seats: seatUserIds.length },
    seatUserIds,
  });

describe("bot seats played by the server", () => {
  it("BOT-3/BOT-4/BOT-6: bot-only games run to their end through the scheduler; every move is the one planned again from the version before it", async () => {
    const a = await instance("a");
    const games = [
      await quickGame(["bot-hard-1", "bot-normal-1", "bot-easy-1"]),
      await quickGame(["bot-hard-2", "bot-hard-3"]),
      await quickGame(["bot-normal-2", "bot-easy-2", "bot-normal-3", "bot-hard-4"]),
    ].map((g) => g.id);
    // Someone watches the first game here, so its bot moves skip the read (the live cache).
    const release = await a.rt.games.acquire(games[0] as string);
    await untilOver(games);
    release();
    let botMoves = 0;
    let announced = 0;
    for (const gameId of games) {
      const { problems, steps, versions } = await botGameProblems(db, gameId, {
        registry,
        heard: heard.get(gameId),
        botsOnly: true,
      });
      expect(problems).toEqual([]);
      botMoves += steps.filter((s) => s.seat !== null).length;
      announced += steps.filter((s) => s.seat !== null && versions.has(s.seq)).length;
    }
    // Moves were made (draws at least), and nearly all were heard (the check above needs them).
    expect(botMoves).toBeGreaterThan(20);
    expect(announced).toBeGreaterThan(botMoves * 0.9);
    await a.stop();
  });

  it("BOT-3/BOT-4/BOT-6: BuyWord bot-only games run to their end through the scheduler too", async () => {
    const a = await instance("a");
    const games: string[] = [];
    for (const seats of [
      ["bot-hard-1", "bot-normal-1"],
      ["bot-easy-3", "bot-hard-3", "bot-normal-3"],
    ]) {
      const config = { players: seats.length, variants: { trade: true, auction: true } };
      games.push((await createGame(db, { kind: "buyword", config, seatUserIds: seats })).id);
    }
    await untilOver(games, 240_000);
    for (const gameId of games) {
      const { problems, steps } = await botGameProblems(db, gameId, {
        registry,
        heard: heard.get(gameId),
        botsOnly: true,
      });
      expect(problems).toEqual([]);
      expect(steps.filter((s) => s.seat !== null).length).toBeGreaterThan(10);
    }
    await a.stop();
  });

  it("BOT-8: a finished game with bots keeps its results and rates nobody", async () => {
    const a = await instance("a");
    const ana = await makeUser(db, "ana");
    // Ana never moves: the hidden timer plays her turns, the bots theirs, and the game ends.
    const { id: gameId } = await quickGame([ana.id, "bot-hard-5", "bot-normal-4"]);
    await untilOver([gameId]);
    const { problems } = await botGameProblems(db, gameId, {
      registry,
      heard: heard.get(gameId),
      botsOnly: false,
    });
    expect(problems).toEqual([]);
    const results = await db.gameResult.findMany({ where: { gameId }, orderBy: { seat: "asc" } });
    expect(results.map((r) => r.userId)).toEqual([ana.id, "bot-hard-5", "bot-normal-4"]);
    expect(results.every((r) => r.players === 3)).toBe(true);
    expect(await db.rating.count()).toBe(0);
    expect(await allTimeBoard(db, { kind: "oh-my-word", limit: 100 })).toEqual([]);
    expect(await weekBoard(db, { kind: "oh-my-word", limit: 100, now: Date.now() })).toEqual([]);
    await a.stop();
  });

  it("BOT-3/BOT-4: a person's move in a game with bots stores the bots' next move as its deadline, and they answer it", async () => {
    const bea = await makeUser(db, "bea");
    const { id: gameId } = await quickGame([bea.id, "bot-hard-6", "bot-normal-6"]);
    // Bea holds the bag first (the quick table's firstSeat 0), before any scheduler runs: she
    // draws, covers a category if she drew a letter, and hands the bag on to a bot.
    const play = callerAs(db, bea).play.ohMyWord;
    let drawn = await play.draw({ gameId, clientActionId: "bea-draw-0001" });
    const { view } = await callerAs(db, bea).games.view({ gameId });
    const own = view as OmwView;
    if (own.holder === 0 && own.turn.stage === "claim" && own.turn.letter) {
      const open = own.boards.flatMap((b) => b.categories).find((c) => c.cover === null);
      if (open) {
        await play.claim({
          gameId,
          clientActionId: "bea-claim-0001",
          category: open.id,
          term: `${own.turn.letter}ore`,
        });
        drawn = await play.pass({ gameId, clientActionId: "bea-pass-0001" });
      }
    }
    const row = await db.game.findUniqueOrThrow({
      where: { id: gameId },
      include: { actions: { orderBy: { seq: "desc" }, take: 1 } },
    });
    expect(row.version).toBe(drawn.version);
    const roster = {
      seed: row.seed,
      seats: [
        { seat: 1, userId: "bot-hard-6", level: "hard" as const },
        { seat: 2, userId: "bot-normal-6", level: "normal" as const },
      ],
    };
    const module = gameModule("oh-my-word") as AnyGameModule;
    const next = planBotMove({
      gameId,
      kind: "oh-my-word",
      state: row.state,
      version: row.version,
      lastAt: row.actions[0]?.at.getTime() ?? 0,
      roster,
      registry,
    });
    // The bag is with a bot now (or the claim is open to judging): the bots have a move.
    expect(next).not.toBeNull();
    const timer = module.deadlines(row.state)[0]?.at ?? Number.POSITIVE_INFINITY;
    expect(row.nextDeadline?.getTime()).toBe(Math.min(next?.at ?? Number.POSITIVE_INFINITY, timer));
    const a = await instance("a");
    await untilOver([gameId]);
    const { problems, steps } = await botGameProblems(db, gameId, {
      registry,
      heard: heard.get(gameId),
      botsOnly: false,
    });
    expect(problems).toEqual([]);
    expect(steps.filter((s) => s.seat === 1 || s.seat === 2).length).toBeGreaterThan(0);
    await a.stop();
  });

  it("BOT-5: two schedulers race on the same bot games, and every planned move is applied once", async () => {
    const [a, b] = await Promise.all([instance("a"), instance("b")]);
    const games: string[] = [];
    for (let i = 0; i < 4; i++) {
      games.push((await quickGame([`bot-hard-${i + 1}`, `bot-normal-${i + 1}`, `bot-easy-${i + 1}`])).id);
    }
    await untilOver(games);
    for (const gameId of games)
      expect(
        (await botGameProblems(db, gameId, { registry, heard: heard.get(gameId), botsOnly: true })).problems,
      ).toEqual([]);
    const stored = await db.gameAction.findMany({
      where: { gameId: { in: games }, seat: { not: null } },
      select: { gameId: true, clientActionId: true },
    });
    const ids = stored.map((s) => `${s.gameId}/${s.clientActionId}`);
    expect(new Set(ids).size).toBe(ids.length);
    await Promise.all([a.stop(), b.stop()]);
  });

  it("BOT-7: a bot whose moves are refused rests, and the game goes on by its timers", async () => {
    const wrong: AnyBot = (input) => ({
      action: { type: "vote", claim: 999, accept: true },
      at: input.now + 5,
    });
    const real = ohMyWordBot({ knowledge });
    // Seat 0 of every game only ever sends a move the engine refuses; the others play.
    const broken: BotRegistry = {
      botFor: (kind) => {
        if (kind !== "oh-my-word") return undefined;
        return (input) => (input.seat === 0 ? wrong(input) : (registry.botFor(kind)?.(input) ?? real(input)));
      },
    };
    useBotRegistry(broken);
    try {
      const refused = async () =>
        (await botMetrics().moves.get()).values.find(
          (v) => v.labels.outcome === "refused" && v.labels.game === "oh-my-word",
        )?.value ?? 0;
      const before = await refused();
      const a = await instance("a");
      const { id: gameId } = await quickGame(["bot-easy-6", "bot-hard-6", "bot-hard-7"]);
      await untilOver([gameId]);
      await a.stop();
      expect(await refused()).toBe(before + REFUSALS_BEFORE_REST);
      expect(botRests.resting(gameId, 0, 1_000_000)).toBe(true);
      const moves = await db.gameAction.findMany({ where: { gameId }, select: { seat: true } });
      expect(moves.filter((m) => m.seat === 0)).toEqual([]);
      // The timer took seat 0's turns, and the other bots played theirs.
      expect(moves.filter((m) => m.seat === null).length).toBeGreaterThan(0);
      expect(moves.filter((m) => m.seat !== null).length).toBeGreaterThan(0);
      const results = await db.gameResult.count({ where: { gameId } });
      expect(results).toBe(3);
    } finally {
      useBotRegistry(registry);
    }
  });
});
