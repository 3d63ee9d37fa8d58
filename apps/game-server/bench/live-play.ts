// Live play through the deployed topology, against the bare API on the same machine, in one run.
//
// - "deployed": the game server as infra/ runs it: the built bundle (dist/main.mjs), in
//   production mode, every request entering through its front (the listeners that route /api
//   to the API and pages to the page servers).
// - "bare": the API on a plain node:http server with nothing in front (packages/api's test
//   server in its own process): what the bench measured before the game server existed, kept
//   as the comparison. Both share one scratch database, the same players and session cookies.
//
// Clients send what Chromium sends (cookie, Origin, Accept-Encoding, fetch metadata) through
// the lean client (bench/lean-client.ts), one load generator for both servers.
//
// - sustained action rate: BuyWord games in their trade window (offer, withdraw: always legal,
//   each a full action: session, row lock, engine, action log, NOTIFY, per-seat fan-out), each
//   game acting again only once both other seats received its last action; at 16, 48 and 96
//   games, each server in turn with the other idle; against a bare PostgreSQL UPDATE + NOTIFY
//   at 16 writers measured in the same run.
// - delivery latency: 200 games × 3 players on the deployed server, each game acting every
//   2 s; from sending the mutation to every other seat holding the event.
// - a signed-in query (me.get) at 8 connections, on both servers.
// - memory per 1,000 open live streams, on the deployed server.
// - payload sizes: a step message against the full state, and the largest NOTIFY payload.
import {
  apiClient,
  type ChildServer,
  GAME_CHANNEL,
  type Player,
  signUp,
  startChildServer,
} from "@wordhall/api/testing";
import { createDb } from "@wordhall/db";
import pg from "pg";
import { startGameServer } from "../src/testing/start-game-server";
import { benchServerUrl } from "./env";
import { type LeanClient, leanClient, resentAfterReset } from "./lean-client";
import { pgBaseline } from "./pg-baseline";
import { cpuSecondsOf, residentMegabytes } from "./process-cpu";
import { createScratchDatabase } from "./scratch-database";
import { emit, percentile, round, sleep } from "./stats";
import { openTradeGames, SEATS, type Seated, type TradeGame, tradeAction } from "./trade-games";

const GAMES = 200;
/** Enough players that no account opens more live streams than the per-account limit allows. */
const USERS = 60;
const LEVELS = [16, 48, 96] as const;
const SUSTAINED_MS = 8_000;
const LATENCY_MS = 12_000;
const ACT_EVERY_MS = 2_000;
const STREAMS_FOR_MEMORY = 1_000;
const QUERY_CONNECTIONS = 8;
const METRICS_TOKEN = "bench-metrics-token-0123456789";

/**
 * The server's old-generation heap in use (MB), from its own /api/metrics: what outlives
 * the young generation, which is where what a stream holds for its life ends up. Resident
 * memory also counts the young generation's growth under load, which is garbage.
 */
async function oldSpaceMegabytes(server: ChildServer): Promise<number> {
  const text = await (
    await fetch(`${server.baseUrl}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const line = text
    .split("\n")
    .find((l) => l.startsWith('wordhall_nodejs_heap_space_size_used_bytes{space="old"}'));
  return Number(line?.split(" ")[1]) / 1_048_576;
}
const QUERY_MS = 3_000;

type Target = {
  readonly name: "deployed" | "bare";
  readonly server: ChildServer;
  readonly lean: LeanClient[];
};

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

/** How long after `sentAt` each seat but `actor` received `version`; the previous version is forgotten. */
function deliveryTimes(game: TradeGame, actor: number, version: number, sentAt: number): number[] {
  const times: number[] = [];
  for (const [seat, at] of arrivals.get(`${game.id}:${version}`) ?? []) {
    if (seat !== actor) times.push(at - sentAt);
  }
  arrivals.delete(`${game.id}:${version - 1}`);
  return times;
}

/** Resolves once every seat but `actor` holds `version` (or false after the timeout). */
function deliveredToOthers(
  game: TradeGame,
  actor: number,
  version: number,
  timeoutMs = 5_000,
): Promise<boolean> {
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

/** Before each measured phase: the last phase's arrivals forgotten, the bench's own garbage collected. */
function freshPhase(): void {
  arrivals.clear();
  waiters.clear();
  (globalThis as { gc?: () => void }).gc?.();
}

const progress = (what: string) => process.stderr.write(`live-play bench: ${what}\n`);

/**
 * Every seat of `games` follows its game on `target` (as a browser tab does); resolves once
 * all snapshots are in, with the way to close them again.
 */
async function follow(target: Target, games: readonly TradeGame[], users: Map<string, number>) {
  let snapshots = 0;
  const subscriptions = games.flatMap((game) =>
    game.seats.map(({ player }, seat) =>
      (target.lean[users.get(player.userId) as number] as LeanClient).subscribe(
        "live.game",
        { gameId: game.id },
        (data) => {
          if (String(data).includes('"snapshot"')) snapshots++;
          else received(game.id, seat, data);
        },
      ),
    ),
  );
  const wanted = games.length * SEATS;
  const by = Date.now() + 60_000;
  while (snapshots < wanted && Date.now() < by) await sleep(50);
  if (snapshots < wanted)
    throw new Error(`${target.name}: only ${snapshots} of ${wanted} live streams opened`);
  return () => {
    for (const s of subscriptions) s.unsubscribe();
  };
}

/** The closed-loop rate of `level` games on `target`: each acts once both others hold its last action. */
async function sustained(target: Target, games: readonly TradeGame[], users: Map<string, number>) {
  const close = await follow(target, games, users);
  try {
    await sleep(300);
    freshPhase();
    const lean = (seat: Seated) => target.lean[users.get(seat.player.userId) as number] as LeanClient;
    const latencies: number[] = [];
    const cpu0 = cpuSecondsOf(target.server.process.pid);
    let actions = 0;
    let late = 0;
    const started = performance.now();
    const until = started + SUSTAINED_MS;
    await Promise.all(
      games.map(async (game) => {
        while (performance.now() < until) {
          const { actor, version, sentAt } = await tradeAction(game, lean);
          if (!(await deliveredToOthers(game, actor, version))) late++;
          latencies.push(...deliveryTimes(game, actor, version, sentAt));
          actions++;
        }
      }),
    );
    const elapsed = performance.now() - started;
    const serverMs = (cpuSecondsOf(target.server.process.pid) - cpu0) * 1000;
    return {
      rate: actions / (elapsed / 1000),
      p99: percentile(latencies, 99),
      late,
      cpuPerAction: serverMs / actions,
      serverShare: serverMs / elapsed,
    };
  } finally {
    close();
  }
}

/** me.get, signed in, as fast as QUERY_CONNECTIONS connections can ask. */
async function queryRate(target: Target): Promise<number> {
  let answered = 0;
  const until = performance.now() + QUERY_MS;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: QUERY_CONNECTIONS }, async (_, i) => {
      const client = target.lean[i] as LeanClient;
      while (performance.now() < until) {
        await client.query("me.get");
        answered++;
      }
    }),
  );
  return answered / ((performance.now() - started) / 1000);
}

export async function livePlayBench(): Promise<void> {
  const scratch = await createScratchDatabase(benchServerUrl());
  const db = createDb(scratch.url, { poolSize: 4 });
  progress("scratch database ready");
  // Both at the deployed default pool (DATABASE_POOL_SIZE 8).
  const bare = await startChildServer({ databaseUrl: scratch.url, timeoutMs: 60_000, poolSize: 8 });
  const deployed = await startGameServer({
    databaseUrl: scratch.url,
    bundle: true,
    timeoutMs: 60_000,
    env: {
      NODE_ENV: "production",
      DATABASE_POOL_SIZE: "8",
      TRUSTED_PROXIES: "none",
      METRICS_TOKEN,
    },
  });
  const listener = new pg.Client({ connectionString: scratch.url });
  try {
    // Players sign up once, on the bare server (production's sign-up limits would stop a
    // bench signing 60 people up from one address); their cookies are good on both.
    const players: Player[] = [];
    for (let i = 0; i < USERS; i++) players.push(await signUp(bare.baseUrl, `Bench${i}`));
    const users = new Map(players.map((p, i) => [p.userId, i]));
    const targets: Target[] = [deployed, bare].map((server, i) => ({
      name: i === 0 ? "deployed" : "bare",
      server,
      lean: players.map((p) => leanClient(server.baseUrl, p)),
    }));
    const [onDeployed, onBare] = targets as [Target, Target];
    progress(`both servers up, ${USERS} players signed up`);
    const games = await openTradeGames(db, GAMES, (g) =>
      Array.from({ length: SEATS }, (_, s) => {
        const player = players[(g * SEATS + s) % USERS] as Player;
        return { player, client: apiClient(bare.baseUrl, player) };
      }),
    );
    progress(`${GAMES} games in their trade window`);

    // Memory first, while the deployed server has served nothing but the setup: its resident
    // size with no stream open, then with 1,000 (every seat of the 200 games, and 134 games'
    // seats in a second tab), each reading settled for a second.
    await sleep(1_000);
    const idleMb = residentMegabytes(deployed.process.pid);
    const idleOldMb = await oldSpaceMegabytes(deployed);
    const extra = games.slice(0, Math.ceil((STREAMS_FOR_MEMORY - GAMES * SEATS) / SEATS));
    const closeFirst = await follow(onDeployed, games, users);
    const closeSecond = await follow(onDeployed, extra, users);
    const open = GAMES * SEATS + extra.length * SEATS;
    await sleep(1_000);
    const openMb = residentMegabytes(deployed.process.pid);
    const openOldMb = await oldSpaceMegabytes(deployed);
    closeFirst();
    closeSecond();
    emit({
      name: `deployed server's resident memory with ${open} live streams open`,
      value: round(openMb),
      unit: "MB",
      baseline: "the same process with no stream open",
      baselineValue: round(idleMb),
      ratio: round(openMb / idleMb, 2),
    });
    emit({
      name: `memory per 1,000 open live streams, deployed: old-generation heap (resident memory grew ${round(((openMb - idleMb) * 1000) / open)} MB per 1,000, the young generation's growth under the load included)`,
      value: round(((openOldMb - idleOldMb) * 1000) / open),
      unit: "MB",
      baseline: "old-generation heap with no stream open",
      baselineValue: round(idleOldMb),
    });
    // Let the server notice the closed streams before anything is measured on it.
    await sleep(2_000);

    const sample = await db.game.findFirstOrThrow({ select: { state: true } });
    const baseline = await pgBaseline(scratch.url, sample.state);
    emit({
      name: "pg UPDATE (version check) + NOTIFY, 16 writers on own rows",
      value: round(baseline.rate),
      unit: "tx/s",
    });

    const rates = { deployed: [] as number[], bare: [] as number[] };
    type Figures = Awaited<ReturnType<typeof sustained>>;
    /** Two runs' figures as one: rates and CPU averaged, the worse p99 and every late delivery. */
    const merge = (a: Figures, b: Figures): Figures => ({
      rate: (a.rate + b.rate) / 2,
      p99: Math.max(a.p99, b.p99),
      late: a.late + b.late,
      cpuPerAction: (a.cpuPerAction + b.cpuPerAction) / 2,
      serverShare: (a.serverShare + b.serverShare) / 2,
    });
    for (const level of LEVELS) {
      // A B B A: each server runs twice per level, first and last in turn, so neither always
      // meets the warmer (or the more loaded) machine.
      const runs: Record<Target["name"], Figures[]> = { deployed: [], bare: [] };
      for (const target of [onDeployed, onBare, onBare, onDeployed]) {
        const figures = await sustained(target, games.slice(0, level), users);
        runs[target.name].push(figures);
        progress(`${level} games on ${target.name}: ${round(figures.rate)} actions/s`);
      }
      const d = merge(runs.deployed[0] as Figures, runs.deployed[1] as Figures);
      const b = merge(runs.bare[0] as Figures, runs.bare[1] as Figures);
      rates.deployed.push(d.rate);
      rates.bare.push(b.rate);
      emit({
        name: `deployed actions/s, ${level} games acting back to back, mean of two runs (delivery p99 ${round(d.p99)} ms, ${d.late} late; server CPU per action ${round(d.cpuPerAction, 2)} ms, bare ${round(b.cpuPerAction, 2)} ms; bare p99 ${round(b.p99)} ms)`,
        value: round(d.rate),
        unit: "actions/s",
        baseline: "bare node:http server, same load",
        baselineValue: round(b.rate),
        ratio: round(d.rate / b.rate, 3),
      });
    }
    const best = Math.max(...rates.deployed);
    emit({
      name: `sustained action rate, deployed (front + game server, browser headers, every seat on SSE; best of ${LEVELS.join("/")} games)`,
      value: round(best),
      unit: "actions/s",
      baseline: "bare pg UPDATE + NOTIFY, 16 writers",
      baselineValue: round(baseline.rate),
      ratio: round(best / baseline.rate, 3),
      goal: "≥ 50%",
      pass: best / baseline.rate >= 0.5,
    });
    const sum = (values: number[]) => values.reduce((a, v) => a + v, 0);
    const deployedOverBare = sum(rates.deployed) / sum(rates.bare);
    emit({
      name: `deployed ÷ bare node:http, actions over all three levels (${rates.deployed.map((r, i) => round(r / (rates.bare[i] as number), 2)).join(" / ")})`,
      value: round(sum(rates.deployed) / LEVELS.length),
      unit: "actions/s",
      baseline: "bare node:http server, mean rate",
      baselineValue: round(sum(rates.bare) / LEVELS.length),
      ratio: round(deployedOverBare, 3),
      goal: "≥ 0.9",
      pass: deployedOverBare >= 0.9,
    });

    // me.get on each, signed in, browsers' Accept-Encoding included; A B B A again.
    const queries = { deployed: 0, bare: 0 };
    for (const target of [onDeployed, onBare, onBare, onDeployed])
      queries[target.name] += (await queryRate(target)) / 2;
    emit({
      name: `signed-in query (me.get), ${QUERY_CONNECTIONS} connections, deployed`,
      value: round(queries.deployed),
      unit: "req/s",
      baseline: "bare node:http server",
      baselineValue: round(queries.bare),
      ratio: round(queries.deployed / queries.bare, 3),
    });

    // Delivery latency at the goal's scale, on the deployed server.
    const closeAll = await follow(onDeployed, games, users);
    try {
      freshPhase();
      const lean = (seat: Seated) => onDeployed.lean[users.get(seat.player.userId) as number] as LeanClient;
      const untilAll: number[] = [];
      let lost = 0;
      const started = performance.now();
      await Promise.all(
        games.map(async (game, g) => {
          await sleep((g / GAMES) * ACT_EVERY_MS);
          let next = performance.now();
          while (next - started < LATENCY_MS) {
            const { actor, version, sentAt } = await tradeAction(game, lean);
            const all = await deliveredToOthers(game, actor, version);
            if (!all) lost++;
            const times = deliveryTimes(game, actor, version, sentAt);
            untilAll.push(all ? Math.max(0, ...times) : 5_000);
            next += ACT_EVERY_MS;
            await sleep(Math.max(0, next - performance.now()));
          }
        }),
      );
      const p99 = percentile(untilAll, 99);
      emit({
        name: `delivery latency p99, deployed, mutation sent → every other seat holds the event, ${GAMES} games × ${SEATS} players acting every 2 s (${GAMES * SEATS} SSE streams; ${round(untilAll.length / (LATENCY_MS / 1000))} actions/s; p50 ${round(percentile(untilAll, 50))} ms; ${lost} not delivered within 5 s)`,
        value: round(p99),
        unit: "ms",
        goal: "≤ 50 ms",
        pass: p99 <= 50 && lost === 0,
      });
    } finally {
      closeAll();
    }
    progress(
      `lean client: ${resentAfterReset} moves resent after the server closed their kept-alive connection`,
    );

    const notifyBytes: number[] = [];
    await listener.connect();
    listener.on("notification", (n) => notifyBytes.push(Buffer.byteLength(n.payload ?? "")));
    await listener.query(`LISTEN ${GAME_CHANNEL}`);
    const probe = games.slice(0, 8);
    const closeProbe = await follow(onDeployed, probe, users);
    for (let i = 0; i < 20; i++) {
      await Promise.all(
        probe.map((game) =>
          tradeAction(game, (seat) => onDeployed.lean[users.get(seat.player.userId) as number] as LeanClient),
        ),
      );
    }
    await sleep(300);
    closeProbe();
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
    await listener.end().catch(() => undefined);
    await Promise.all([deployed.kill("SIGTERM"), bare.kill("SIGTERM")]);
    await db.$disconnect();
    await scratch.drop();
  }
}
