// "timer expiry lag p99": two scheduler instances (each its own pool and LISTEN connection,
// as two server processes would have) referee 30 Oh My Word games whose hidden timer is
// fixed at one second, so every deadline is known exactly. The lag of an expiry is the
// moment a third connection hears its NOTIFY (i.e. after commit) minus the deadline.
import { createDb } from "@wordhall/db";
import { createTestDatabase } from "@wordhall/db/testing";
import { ChangeFeed } from "../src/realtime/change-feed";
import { GAME_CHANNEL } from "../src/realtime/channels";
import { PgListener } from "../src/realtime/pg-listener";
import { createRealtime } from "../src/realtime/registry";
import { createGame } from "../src/services/games/create-game";

const GAMES = 30;
const RUN_MS = 8_000;

const emit = (row: Record<string, unknown>) => console.log(`BENCH ${JSON.stringify(row)}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

export async function timerLagBench(): Promise<void> {
  // Baseline in the same run: one deadline transaction at a time per instance.
  const single = await measureLag(1);
  const parallel = await measureLag(3);
  const engine = parallel.engine;
  emit({
    name: `timer expiry lag p99 (2 instances, ${GAMES} games, ${parallel.count} expiries, ${engine})`,
    value: parallel.p99,
    unit: "ms",
    baseline: "one deadline transaction at a time",
    baselineValue: single.p99,
    ratio: Number((parallel.p99 / single.p99).toFixed(2)),
    goal: "≤ 100 ms",
    pass: parallel.p99 <= 100,
  });
  emit({
    name: `timer expiry lag p50 (${engine})`,
    value: parallel.p50,
    unit: "ms",
    baselineValue: single.p50,
  });
}

async function measureLag(
  parallel: number,
): Promise<{ p50: number; p99: number; count: number; engine: string }> {
  const database = await createTestDatabase({ migrate: true });
  const db = createDb(database.url, { poolSize: 2 });
  const heard = new Map<string, number>();
  const observer = new PgListener({ url: database.url, channels: [GAME_CHANNEL] });
  new ChangeFeed(observer).watchChannel(GAME_CHANNEL, (notice) => {
    if (notice && !heard.has(`${notice.id}:${notice.v}`)) heard.set(`${notice.id}:${notice.v}`, Date.now());
  });
  await observer.start();
  for (const name of ["ana", "bo"]) {
    await db.user.create({ data: { id: `u-${name}`, name, email: `${name}@example.test` } });
  }
  const instances = ["a", "b"].map((instance) => {
    const own = createDb(database.url, { poolSize: 4 });
    return { own, rt: createRealtime({ db: own, url: database.url, instance, schedulerParallel: parallel }) };
  });
  await Promise.all(instances.map((i) => i.rt.start()));

  const gameIds: string[] = [];
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
  for (const i of instances) {
    await i.rt.stop();
    await i.own.$disconnect();
  }
  await sleep(200);

  const actions = await db.gameAction.findMany({
    where: { gameId: { in: gameIds } },
    select: { gameId: true, seq: true, at: true },
  });
  // One write may apply two overdue deadlines (a lag over a second) and NOTIFY once, with
  // the later version: an expiry is heard with the first notice at or after its version.
  const heardAt = (gameId: string, seq: number) => {
    let first = Number.NaN;
    for (const [key, at] of heard) {
      const [id, v] = key.split(":");
      if (id === gameId && Number(v) >= seq && !(at >= first)) first = at;
    }
    return first;
  };
  const lags = actions
    .map((a) => heardAt(a.gameId, a.seq) - a.at.getTime())
    .filter((lag) => Number.isFinite(lag))
    .sort((x, y) => x - y);
  const missed = actions.length - lags.length;
  if (missed > 0) console.error(`bench(api): ${missed} expiries were never heard through NOTIFY`);
  await observer.stop();
  await db.$disconnect();
  await database.drop();
  return {
    p50: percentile(lags, 50),
    p99: percentile(lags, 99),
    count: lags.length,
    engine: database.engine === "postgres" ? "PostgreSQL" : "PGlite",
  };
}
