// Timers and start-up, on both databases a deployment can use: PostgreSQL, and the embedded
// one `pnpm start` serves (PGlite over the wire protocol, from this process as pnpm start
// serves it from its own).
//
// - timer expiry lag p99: two game-server processes (the built bundle) referee 30 Oh My Word
//   games whose hidden timer is fixed at one second, so every deadline is known exactly. The
//   lag of an expiry is the moment a third connection hears its NOTIFY (after commit) minus
//   the deadline. Baseline: a bare UPDATE + NOTIFY transaction's p99 on the same database.
// - cold start: from spawning the game server to its /api/ready answering 200, on the
//   embedded database. Baseline: spawning node with a bare http server to its first listen.
import { spawn } from "node:child_process";
import { createGame, GAME_CHANNEL, parseChangeNotice } from "@wordhall/api/testing";
import { createDb } from "@wordhall/db";
import { findFreePort, startEmbeddedDatabase } from "@wordhall/db/embedded";
import { applyMigrations } from "@wordhall/db/migrate";
import pg from "pg";
import { startGameServer } from "../src/testing/start-game-server";
import { benchServerUrl } from "./env";
import { pgBaseline } from "./pg-baseline";
import { createScratchDatabase } from "./scratch-database";
import { emit, percentile, round, sleep } from "./stats";

const GAMES = 30;
const RUN_MS = 8_000;

type Database = { readonly url: string; readonly engine: string; drop(): Promise<void> };

async function embeddedDatabase(): Promise<Database> {
  const embedded = await startEmbeddedDatabase({ port: await findFreePort() });
  const client = new pg.Client({ connectionString: embedded.url });
  await client.connect();
  try {
    await applyMigrations(client);
  } finally {
    await client.end();
  }
  return { url: embedded.url, engine: "embedded (PGlite)", drop: () => embedded.stop() };
}

async function postgresDatabase(): Promise<Database> {
  const scratch = await createScratchDatabase(benchServerUrl());
  return { url: scratch.url, engine: "PostgreSQL", drop: () => scratch.drop() };
}

export async function timerLagBench(): Promise<void> {
  for (const open of [postgresDatabase, embeddedDatabase]) {
    const database = await open();
    try {
      if (database.engine.startsWith("embedded")) await coldStart(database);
      await expiryLag(database);
    } finally {
      await database.drop();
    }
  }
}

async function expiryLag(database: Database): Promise<void> {
  const db = createDb(database.url, { poolSize: 2 });
  const heard = new Map<string, number>();
  const observer = new pg.Client({ connectionString: database.url });
  await observer.connect();
  observer.on("notification", (n) => {
    const notice = parseChangeNotice(n.payload);
    if (notice && !heard.has(`${notice.id}:${notice.v}`)) heard.set(`${notice.id}:${notice.v}`, Date.now());
  });
  await observer.query(`LISTEN ${GAME_CHANNEL}`);
  for (const name of ["ana", "bo"]) {
    await db.user.create({ data: { id: `u-${name}`, name, email: `${name}@example.test` } });
  }
  const servers = await Promise.all(
    [0, 1].map(() =>
      startGameServer({
        databaseUrl: database.url,
        bundle: true,
        timeoutMs: 60_000,
        env: {
          NODE_ENV: "production",
          TRUSTED_PROXIES: "none",
          METRICS_TOKEN: "bench-metrics-token-0123456789",
        },
      }),
    ),
  );
  const gameIds: string[] = [];
  try {
    for (let i = 0; i < GAMES; i++) {
      const game = await createGame(db, {
        kind: "oh-my-word",
        config: { seats: 2, firstSeat: 0, timer: { minMs: 1_000, maxMs: 1_000 } },
        seatUserIds: ["u-ana", "u-bo"],
      });
      gameIds.push(game.id);
      await sleep(1_000 / GAMES);
    }
    await sleep(RUN_MS);
  } finally {
    await Promise.all(servers.map((s) => s.kill("SIGTERM")));
  }
  await sleep(200);
  const actions = await db.gameAction.findMany({
    where: { gameId: { in: gameIds } },
    select: { gameId: true, seq: true, at: true },
  });
  // One write may apply two overdue deadlines and NOTIFY once, with the later version: an
  // expiry is heard with the first notice at or after its version.
  const heardAt = (gameId: string, seq: number) => {
    let first = Number.NaN;
    for (const [key, at] of heard) {
      const [id, v] = key.split(":");
      if (id === gameId && Number(v) >= seq && !(at >= first)) first = at;
    }
    return first;
  };
  const lags = actions.map((a) => heardAt(a.gameId, a.seq) - a.at.getTime()).filter(Number.isFinite);
  const missed = actions.length - lags.length;
  if (missed > 0) process.stderr.write(`timer bench: ${missed} expiries were never heard through NOTIFY\n`);
  const { state } = await db.game.findFirstOrThrow({ select: { state: true } });
  await observer.end();
  await db.$disconnect();
  const bare = await pgBaseline(database.url, state, 1, 2_000);
  const p99 = percentile(lags, 99);
  emit({
    name: `timer expiry lag p99, 2 game-server instances, ${GAMES} games, ${lags.length} expiries, ${database.engine} (p50 ${round(percentile(lags, 50))} ms)`,
    value: round(p99),
    unit: "ms",
    baseline: "bare UPDATE + NOTIFY transaction p99, one writer",
    baselineValue: round(bare.p99, 2),
    ratio: round(p99 / bare.p99, 1),
    goal: "≤ 100 ms",
    pass: p99 <= 100 && missed === 0,
  });
}

async function coldStart(database: Database): Promise<void> {
  const bareStart = await timeToListen();
  const started = performance.now();
  const server = await startGameServer({
    databaseUrl: database.url,
    bundle: true,
    env: { NODE_ENV: "production", TRUSTED_PROXIES: "none", METRICS_TOKEN: "bench-metrics-token-0123456789" },
  });
  try {
    const listening = performance.now() - started;
    for (;;) {
      const response = await fetch(`${server.baseUrl}/api/ready`).catch(() => null);
      if (response?.ok) break;
      await sleep(10);
    }
    const ready = performance.now() - started;
    emit({
      name: `game server cold start to ready, embedded database (listening after ${round(listening)} ms)`,
      value: round(ready),
      unit: "ms",
      baseline: "node with a bare http server, spawn to listening",
      baselineValue: round(bareStart),
      ratio: round(ready / bareStart, 1),
      goal: "≤ 2000 ms",
      pass: ready <= 2_000,
    });
  } finally {
    await server.kill("SIGTERM");
  }
}

/** Milliseconds from spawning node with a trivial http server to its first "listening" line. */
function timeToListen(): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [
    "-e",
    'require("node:http").createServer().listen(0, () => { console.log("listening"); process.exit(0); })',
  ]);
  return new Promise((resolve, reject) => {
    child.stdout.once("data", () => resolve(performance.now() - started));
    child.once("error", reject);
  });
}
