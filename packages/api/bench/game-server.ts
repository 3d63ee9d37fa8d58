// The game server under load, end to end: a test server in a child process (node:http, the
// apps' own handlers, its LISTEN connection and scheduler), players as real tRPC clients over
// HTTP with session cookies, and every seat subscribed to live.game over SSE.
//
// - sustained action rate: BuyWord games in their trade window (offer, withdraw: always legal,
//   each a full action — session, row lock, engine, action log, NOTIFY, per-seat fan-out), each
//   game acting again only once both other seats received its last action (deliveries keep up);
//   compared with a bare PostgreSQL UPDATE + NOTIFY at 16 writers measured in the same run.
//   Measured twice: with the players' tRPC client as the load generator, and with a lean one
//   that speaks the same HTTP and SSE over node:http (bench/lean-client.ts), since the load
//   generator shares the machine's two cores with the server and the database.
// - delivery latency: 200 games × 3 players, each game acting every 2 s; from sending the
//   mutation to every other seat holding the event (the later of the two), per action. The
//   goal is judged with the lean client's 600 streams; the same figure with 600 tRPC
//   clients follows, and it also carries the bench process's own garbage collections.
// - payload sizes: a step message against the full state, and the largest NOTIFY payload.
import { createDb } from "@wordhall/db";
import pg from "pg";
import { GAME_CHANNEL } from "../src/realtime/channels";
import { startChildServer } from "../src/testing/child-server";
import { apiClient, signUp } from "../src/testing/clients";
import { benchServerUrl } from "./env";
import { type LeanClient, leanClient, resentAfterReset } from "./lean-client";
import { pgBaseline } from "./pg-baseline";
import { cpuSecondsOf } from "./process-cpu";
import { createScratchDatabase } from "./scratch-database";
import { emit, percentile, round, sleep } from "./stats";
import { openTradeGames, SEATS, type Seated, type TradeGame, tradeAction } from "./trade-games";

const GAMES = 200;
const USERS = 30;
/** Games acting at once, per load generator: the tRPC client's own CPU limits it sooner. */
const SUSTAINED_LEVELS = { lean: [48, 96], trpc: [16, 48] } as const;
const SUSTAINED_MS = 8_000;
const LATENCY_MS = 12_000;
/** 20 actions/s, below the sustained rate measured on a busy 2-core machine; then the goal's scale. */
const LATENCY_LEVELS = [40, GAMES];
const ACT_EVERY_MS = 2_000;

type Game = TradeGame;

/** Arrival times of each game version at each seat: `${gameId}:${version}` → seat → ms. */
const arrivals = new Map<string, Map<number, number>>();
const waiters = new Map<string, () => void>();
const stepBytes: number[] = [];

function received(gameId: string, seat: number, data: unknown) {
  const text = typeof data === "string" ? data : JSON.stringify(data);
  const message = JSON.parse(text) as { type: string; version?: number };
  if (message.type !== "step" || message.version === undefined) return;
  stepBytes.push(Buffer.byteLength(text));
  const key = `${gameId}:${message.version}`;
  let seats = arrivals.get(key);
  if (!seats) {
    seats = new Map();
    arrivals.set(key, seats);
  }
  seats.set(seat, performance.now());
  waiters.get(key)?.();
}

/**
 * How long after `sentAt` each seat but `actor` received `version`, as far as it has; the
 * game's previous version is forgotten (its arrivals were counted with its own action).
 */
function deliveryTimes(game: Game, actor: number, version: number, sentAt: number): number[] {
  const times: number[] = [];
  for (const [seat, at] of arrivals.get(`${game.id}:${version}`) ?? []) {
    if (seat !== actor) times.push(at - sentAt);
  }
  arrivals.delete(`${game.id}:${version - 1}`);
  return times;
}

/** Resolves once every seat but `actor` holds `version` (or after the timeout). */
function deliveredToOthers(game: Game, actor: number, version: number, timeoutMs = 5_000): Promise<boolean> {
  const key = `${game.id}:${version}`;
  const done = () => {
    const seats = arrivals.get(key);
    return game.seats.every((_, seat) => seat === actor || seats?.has(seat));
  };
  if (done()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      waiters.delete(key);
      resolve(false);
    }, timeoutMs);
    waiters.set(key, () => {
      if (!done()) return;
      clearTimeout(timer);
      waiters.delete(key);
      resolve(true);
    });
  });
}

/**
 * Before each measured level: forget the last level's arrivals and collect the bench
 * process's own garbage (the script runs with --expose-gc). Without this the load
 * generator's heap grew past 400 MB over the run, and its full collections (up to 70 ms,
 * seen with --trace-gc) could land in a measured window.
 */
function freshLevel(): void {
  arrivals.clear();
  waiters.clear();
  (globalThis as { gc?: () => void }).gc?.();
}

/** Progress on stderr: the BENCH lines on stdout stay the only output collected. */
const progress = (what: string) => process.stderr.write(`game-server bench: ${what}\n`);

/** Waits (up to a minute) until `count` streams have sent their snapshot; returns how many did. */
async function opened(count: number, snapshots: () => number, client: string): Promise<number> {
  const by = Date.now() + 60_000;
  while (snapshots() < count && Date.now() < by) await sleep(100);
  progress(`${snapshots()} live subscriptions open (${client})`);
  return snapshots();
}

export async function gameServerBench(): Promise<void> {
  const scratch = await createScratchDatabase(benchServerUrl());
  const db = createDb(scratch.url, { poolSize: 4 });
  progress("scratch database ready");
  // The deployed default pool (DATABASE_POOL_SIZE 8), not the smaller one tests use.
  const server = await startChildServer({ databaseUrl: scratch.url, timeoutMs: 60_000, poolSize: 8 });
  const listener = new pg.Client({ connectionString: scratch.url });
  const subscriptions: { unsubscribe(): void }[] = [];
  try {
    const clientsByUser: Seated[] = [];
    for (let i = 0; i < USERS; i++) {
      const player = await signUp(server.baseUrl, `Bench${i}`);
      clientsByUser.push({
        player,
        client: apiClient(server.baseUrl, player),
        lean: leanClient(server.baseUrl, player),
      });
    }
    progress(`server up, ${USERS} players signed up`);
    const games = await openTradeGames(db, GAMES, (g) =>
      Array.from({ length: SEATS }, (_, s) => clientsByUser[(g * SEATS + s) % USERS] as Seated),
    );
    progress(`${GAMES} games in their trade window`);

    // Same-run baseline (after setup, so both see the same warm server).
    const sample = await db.game.findFirstOrThrow({ select: { state: true } });
    const baseline = await pgBaseline(scratch.url, sample.state);
    emit({
      name: "pg UPDATE (version check) + NOTIFY, 16 writers on own rows",
      value: round(baseline.rate),
      unit: "tx/s",
    });
    emit({ name: "pg UPDATE + NOTIFY p99, 16 writers", value: round(baseline.p99, 2), unit: "ms" });

    // Sustained: closed loop, each game waits for its deliveries before acting again. The lean
    // generator first, on its own subscriptions, before the 600 tRPC ones open.
    const best = { rate: 0, games: 0, via: "trpc" as "trpc" | "lean" };
    const sustained = async (via: "trpc" | "lean") => {
      for (const level of SUSTAINED_LEVELS[via]) {
        freshLevel();
        const active = games.slice(0, level);
        const latencies: number[] = [];
        const cpu = process.cpuUsage();
        const serverCpu = cpuSecondsOf(server.process.pid);
        let actions = 0;
        let misses = 0;
        const started = performance.now();
        const until = started + SUSTAINED_MS;
        await Promise.all(
          active.map(async (game) => {
            while (performance.now() < until) {
              const { actor, version, sentAt } = await tradeAction(game, via);
              if (!(await deliveredToOthers(game, actor, version))) misses++;
              latencies.push(...deliveryTimes(game, actor, version, sentAt));
              actions++;
            }
          }),
        );
        const elapsed = performance.now() - started;
        const rate = actions / (elapsed / 1000);
        const used = process.cpuUsage(cpu);
        const serverMs = (cpuSecondsOf(server.process.pid) - serverCpu) * 1000;
        const clientMs = (used.user + used.system) / 1000;
        progress(
          `${level} games back to back (${via}): the clients' process used ${round((100 * clientMs) / elapsed)}% of a core, the server process ${round((100 * serverMs) / elapsed)}%`,
        );
        const p99 = percentile(latencies, 99);
        if (misses === 0 && rate > best.rate) Object.assign(best, { rate, games: level, via });
        emit({
          name: `full-stack actions/s, ${via === "lean" ? "lean" : "tRPC"} client, ${level} games acting back to back (delivery p99 ${round(p99)} ms, ${misses} late; CPU per action: server ${round(serverMs / actions, 2)} ms, clients ${round(clientMs / actions, 2)} ms)`,
          value: round(rate),
          unit: "actions/s",
        });
      }
    };
    /** Each game acting every two seconds, staggered: per action, until every other seat holds it. */
    const latency = async (via: "trpc" | "lean", levels: readonly number[], connections: number) => {
      for (const level of levels) {
        freshLevel();
        // Per delivery (each other seat), and per action: until the last other seat holds it.
        const latencies: number[] = [];
        const untilAll: number[] = [];
        let lost = 0;
        const cpu = process.cpuUsage();
        const started = performance.now();
        await Promise.all(
          games.slice(0, level).map(async (game, g) => {
            await sleep((g / level) * ACT_EVERY_MS);
            let next = performance.now();
            while (next - started < LATENCY_MS) {
              const { actor, version, sentAt } = await tradeAction(game, via);
              const all = await deliveredToOthers(game, actor, version);
              if (!all) lost++;
              const times = deliveryTimes(game, actor, version, sentAt);
              latencies.push(...times);
              // An action some seat never got within 5 s counts as 5 s (a floor, not the truth).
              untilAll.push(all ? Math.max(0, ...times) : 5_000);
              next += ACT_EVERY_MS;
              await sleep(Math.max(0, next - performance.now()));
            }
          }),
        );
        const used = process.cpuUsage(cpu);
        progress(
          `latency at ${level} games (${via}): the clients' own process used ${round((100 * (used.user + used.system)) / 1000 / (performance.now() - started))}% of a core`,
        );
        const p99 = percentile(untilAll, 99);
        const full = level === GAMES;
        // The goal is the server's: judged with the lean client, whose 600 streams cost the
        // bench process little. With 600 tRPC clients in one process, that process's own
        // collections (20–70 ms, seen with --trace-gc) can land in the figure too.
        const judged = full && via === "lean";
        const rate = untilAll.length / (LATENCY_MS / 1000);
        emit({
          name: `delivery latency p99, ${via === "lean" ? "lean" : "tRPC"} client, mutation sent → every other seat holds the event, ${level} games × ${SEATS} players, each game acting every 2 s (${full ? `${connections} SSE connections open; ` : ""}${round(rate)} actions/s; p50 ${round(percentile(untilAll, 50))} ms; per delivery p50 ${round(percentile(latencies, 50))} / p99 ${round(percentile(latencies, 99))} ms over ${latencies.length}; ${lost} actions not delivered within 5 s)`,
          value: round(p99),
          unit: "ms",
          ...(judged ? { goal: "≤ 50 ms", pass: p99 <= 50 && connections === GAMES * SEATS } : {}),
        });
      }
    };
    // The lean client's phases: the sustained rate with the games it drives subscribed (each
    // seat, as a browser tab would), then the latency with every seat of all 200 subscribed.
    let leanSnapshots = 0;
    const subscribeLean = (some: readonly Game[]) =>
      some.flatMap((game) =>
        game.seats.map(({ lean }, seat) =>
          (lean as LeanClient).subscribe("live.game", { gameId: game.id }, (data) => {
            if (String(data).includes('"snapshot"')) leanSnapshots++;
            else received(game.id, seat, data);
          }),
        ),
      );
    const driven = Math.max(...SUSTAINED_LEVELS.lean);
    const leanSubscriptions = subscribeLean(games.slice(0, driven));
    await opened(driven * SEATS, () => leanSnapshots, "lean client");
    await sustained("lean");
    leanSubscriptions.push(...subscribeLean(games.slice(driven)));
    await opened(GAMES * SEATS, () => leanSnapshots, "lean client");
    await latency("lean", LATENCY_LEVELS, leanSnapshots);
    progress(
      `lean client: ${resentAfterReset} moves resent after the server closed their kept-alive connection`,
    );
    for (const s of leanSubscriptions) s.unsubscribe();

    const notifyBytes: number[] = [];
    await listener.connect();
    listener.on("notification", (n) => notifyBytes.push(Buffer.byteLength(n.payload ?? "")));
    await listener.query(`LISTEN ${GAME_CHANNEL}`);

    let snapshots = 0;
    for (const game of games) {
      game.seats.forEach(({ client }, seat) => {
        subscriptions.push(
          client.live.game.subscribe(
            { gameId: game.id },
            {
              onData: (value) => {
                const data =
                  typeof value === "object" && value !== null && "data" in value ? value.data : value;
                if (String(data).includes('"snapshot"')) snapshots++;
                else received(game.id, seat, data);
              },
            },
          ),
        );
      });
    }
    const connections = await opened(GAMES * SEATS, () => snapshots, "tRPC client");

    await sustained("trpc");
    const ratio = best.rate / baseline.rate;
    emit({
      name: `sustained action rate (HTTP, session, engine, log, NOTIFY, fan-out to ${SEATS - 1} seats; best: ${best.via === "lean" ? "lean" : "tRPC"} client, ${best.games} games)`,
      value: round(best.rate),
      unit: "actions/s",
      baseline: "bare pg UPDATE + NOTIFY, 16 writers",
      baselineValue: round(baseline.rate),
      ratio: round(ratio, 3),
      goal: "≥ 50%",
      pass: ratio >= 0.5,
    });

    await latency("trpc", [GAMES], connections);

    const states = await db.$queryRaw<
      { bytes: number }[]
    >`SELECT avg(octet_length(state::text))::float AS bytes FROM game`;
    const stateBytes = states[0]?.bytes ?? Number.NaN;
    const eventBytes = stepBytes.reduce((a, b) => a + b, 0) / stepBytes.length;
    emit({
      name: "step message (events + view patch) mean size",
      value: round(eventBytes, 0),
      unit: "B",
      baseline: "full BuyWord state JSON",
      baselineValue: round(stateBytes, 0),
      ratio: round(eventBytes / stateBytes, 3),
    });
    const maxNotify = Math.max(...notifyBytes);
    emit({
      name: "largest NOTIFY payload",
      value: maxNotify,
      unit: "B",
      goal: "< 8000 B",
      pass: maxNotify < 8000,
    });
  } finally {
    for (const s of subscriptions) s.unsubscribe();
    await listener.end().catch(() => undefined);
    await server.kill("SIGTERM");
    await db.$disconnect();
    await scratch.drop();
  }
}
