// Server CPU of 100 concurrent bot-only games, on the topology infra/ deploys: the built
// bundle in production mode, on a scratch PostgreSQL database. Every seat is a bot; bots
// think BOT_SPEEDUP times faster than their level says (an option only benches and tests set),
// so the server plays far more bot moves a second than 100 games of people-like bots would.
//
// - server CPU per bot action: the game server's CPU time (/proc) over a window of steady
//   play, divided by the bot moves committed in it (the timers' own expiries ride along, and
//   their cost is in the figure). Baseline, in the same run: the same number of actions done
//   in this process with no server at all: the engine applying each one of the window's
//   actions, and the bots deciding once per action (every bot seat asked at the version
//   before it), which is the least any host must spend.
// - server CPU in total: the same CPU time as a share of one core, beside PostgreSQL's.
import { type BotRegistry, createBotRegistry, serverLexicons, useBotRegistry } from "@wordhall/api";
import { createGame } from "@wordhall/api/testing";
import { nodeOhMyWordKnowledge } from "@wordhall/bots/node";
import { createDb, type Db } from "@wordhall/db";
import { type AnyGameModule, gameModules, seedRng } from "@wordhall/engine";
import { startGameServer } from "../src/testing/start-game-server";
import { benchServerUrl } from "./env";
import { cpuSecondsOf, databaseCpuSeconds } from "./process-cpu";
import { createScratchDatabase } from "./scratch-database";
import { emit, round, sleep } from "./stats";

const GAMES = 100;
const SEATS = 3;
const SPEEDUP = 10;
const WARM_UP_MS = 6_000;
const MEASURE_MS = 20_000;
const LEVELS = ["easy", "normal", "hard"] as const;
/** The default table (four boards, a 25–45 s hidden timer, 10 s judging windows), three seats. */
const CONFIG = { seats: SEATS };

export async function botGamesBench(): Promise<void> {
  const scratch = await createScratchDatabase(benchServerUrl());
  const db = createDb(scratch.url, { poolSize: 4 });
  // This process creates the games, so it plans their first bot moves as the server will.
  const knowledge = nodeOhMyWordKnowledge();
  const registry = createBotRegistry({
    lexicons: serverLexicons,
    omwKnowledge: () => knowledge,
    speedup: SPEEDUP,
  });
  useBotRegistry(registry);
  const server = await startGameServer({
    databaseUrl: scratch.url,
    bundle: true,
    timeoutMs: 60_000,
    env: {
      NODE_ENV: "production",
      TRUSTED_PROXIES: "none",
      METRICS_TOKEN: "bench-metrics-token-0123456789",
      BOT_SPEEDUP: String(SPEEDUP),
      LOG_LEVEL: "error",
    },
  });
  const gameIds: string[] = [];
  try {
    for (let i = 0; i < GAMES; i++) {
      // Three different bots per game, of mixed levels; the 24 identities are shared by all games.
      const seats = Array.from(
        { length: SEATS },
        (_, s) => `bot-${LEVELS[(i + s) % 3]}-${1 + ((i * SEATS + s) % 8)}`,
      );
      const game = await createGame(db, { kind: "oh-my-word", config: CONFIG, seatUserIds: seats });
      gameIds.push(game.id);
    }
    await sleep(WARM_UP_MS);
    const dbName = new URL(scratch.url).pathname.slice(1);
    const counted0 = await countActions(db, gameIds);
    const cpu0 = cpuSecondsOf(server.process.pid);
    const pg0 = databaseCpuSeconds(dbName);
    const started = performance.now();
    await sleep(MEASURE_MS);
    const cpu1 = cpuSecondsOf(server.process.pid);
    const pg1 = databaseCpuSeconds(dbName);
    const elapsed = performance.now() - started;
    const counted1 = await countActions(db, gameIds);
    const bot = counted1.bot - counted0.bot;
    const timers = counted1.timers - counted0.timers;
    const over = await db.game.count({ where: { id: { in: gameIds }, status: { not: "active" } } });
    const serverMs = (cpu1 - cpu0) * 1000;
    const pgMs = (pg1 - pg0) * 1000;
    const baseline = await inProcessCost(db, gameIds, counted0.seqs, registry);
    const perAction = serverMs / bot;
    emit({
      name: `server CPU per bot action, ${GAMES} concurrent bot-only Oh My Word games of ${SEATS} bots (bots ${SPEEDUP}× quicker; ${bot} bot moves and ${timers} timer expiries in ${round(elapsed / 1000)} s, ${round(bot / (elapsed / 1000))} bot moves/s; ${over} games ended meanwhile; PostgreSQL ${round(pgMs / bot, 2)} ms per action)`,
      value: round(perAction, 3),
      unit: "ms",
      baseline: `the same ${baseline.actions} actions in-process: engine apply ${round(baseline.applyMs, 3)} ms + one round of bot decisions ${round(baseline.decideMs, 3)} ms`,
      baselineValue: round(baseline.applyMs + baseline.decideMs, 3),
      ratio: round(perAction / (baseline.applyMs + baseline.decideMs), 1),
    });
    emit({
      name: `server CPU in total, ${GAMES} concurrent bot-only games, over ${round(elapsed / 1000)} s of play (PostgreSQL: ${round((100 * pgMs) / elapsed)}% of a core)`,
      value: round((100 * serverMs) / elapsed),
      unit: "% of a core",
      baseline: "the same actions' engine applies and bot decisions in-process, per second of that play",
      baselineValue: round((100 * baseline.actions * (baseline.applyMs + baseline.decideMs)) / elapsed, 2),
      ratio: round(serverMs / (baseline.actions * (baseline.applyMs + baseline.decideMs)), 1),
    });
  } finally {
    await server.kill("SIGTERM");
    await db.$disconnect();
    await scratch.drop();
  }
}

async function countActions(db: Db, gameIds: readonly string[]) {
  const rows = await db.gameAction.groupBy({
    by: ["gameId"],
    where: { gameId: { in: [...gameIds] } },
    _max: { seq: true },
  });
  const seqs = new Map(rows.map((r) => [r.gameId, r._max.seq ?? 0]));
  const bot = await db.gameAction.count({ where: { gameId: { in: [...gameIds] }, seat: { not: null } } });
  const timers = await db.gameAction.count({ where: { gameId: { in: [...gameIds] }, seat: null } });
  return { bot, timers, seqs };
}

/**
 * The window's actions (those after `from` in each game) done again in this process: the CPU
 * of the engine's apply for each, and of asking every bot seat once at the version before
 * each (what the server does at least once per action to store the next deadline). Both are
 * timed as whole loops, so the clock's cost is not in the figures.
 */
async function inProcessCost(
  db: Db,
  gameIds: readonly string[],
  from: ReadonlyMap<string, number>,
  registry: BotRegistry,
) {
  const module = gameModules({ lexicons: serverLexicons })["oh-my-word"] as AnyGameModule;
  const bot = registry.botFor("oh-my-word");
  if (!bot) throw new Error("no Oh My Word bot");
  type Done = {
    state: unknown;
    action: unknown;
    at: number;
    actor: number | null;
    asks: { seat: number; level: "easy" | "normal" | "hard"; seed: string; version: number; now: number }[];
  };
  const done: Done[] = [];
  for (const gameId of gameIds) {
    const game = await db.game.findUniqueOrThrow({
      where: { id: gameId },
      include: {
        actions: { orderBy: { seq: "asc" } },
        seats: { include: { user: { select: { botLevel: true } } }, orderBy: { seat: "asc" } },
      },
    });
    const setup = module.setup(module.configSchema.parse(game.config), game.seed, {
      now: game.createdAt.getTime(),
      actor: null,
    });
    if (!setup.ok) throw new Error("setup failed");
    let state: unknown = setup.state;
    let lastAt = game.createdAt.getTime();
    const after = from.get(gameId) ?? 0;
    for (const a of game.actions) {
      if (a.seq > after) {
        done.push({
          state,
          action: a.action,
          at: a.at.getTime(),
          actor: a.seat,
          asks: game.seats.map((s) => ({
            seat: s.seat,
            level: s.user.botLevel ?? "normal",
            seed: game.seed,
            version: a.seq - 1,
            now: lastAt,
          })),
        });
      }
      const applied = module.apply(state, a.action, { now: a.at.getTime(), actor: a.seat });
      if (!applied.ok) throw new Error(`action ${a.seq} of ${gameId} does not replay`);
      state = applied.state;
      lastAt = a.at.getTime();
    }
  }
  const t0 = process.cpuUsage();
  for (const d of done) module.apply(d.state, d.action, { now: d.at, actor: d.actor });
  const applyMicros = cpuMicros(process.cpuUsage(t0));
  const t1 = process.cpuUsage();
  for (const d of done) {
    for (const ask of d.asks) {
      bot({
        view: module.view(d.state, ask.seat),
        seat: ask.seat,
        level: ask.level,
        rng: seedRng(`${ask.seed}/${ask.seat}/${ask.version}`),
        now: ask.now,
      });
    }
  }
  const decideMicros = cpuMicros(process.cpuUsage(t1));
  const actions = done.length;
  return { actions, applyMs: applyMicros / 1000 / actions, decideMs: decideMicros / 1000 / actions };
}

const cpuMicros = (usage: NodeJS.CpuUsage) => usage.user + usage.system;
