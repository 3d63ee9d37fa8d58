import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChangeFeed } from "../../realtime/change-feed";
import { GAME_CHANNEL } from "../../realtime/channels";
import { PgListener } from "../../realtime/pg-listener";
import { createRealtime } from "../../realtime/registry";
import { createGame } from "./create-game";

// Real time, real timers: Oh My Word with a fixed one-second hidden timer, so every
// deadline is known in advance (created + k seconds) and the lag of each expiry can be
// measured where a subscriber sees it, through NOTIFY.

let database: TestDatabase;
let db: Db;
let observer: PgListener;
const seen = new Map<string, Map<number, number>>();

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 2 });
  for (const name of ["ana", "bo"]) {
    await db.user.create({ data: { id: `u-${name}`, name, email: `${name}@example.test` } });
  }
  observer = new PgListener({ url: database.url, channels: [GAME_CHANNEL] });
  const feed = new ChangeFeed(observer);
  feed.watchChannel(GAME_CHANNEL, (notice) => {
    if (!notice) return;
    const versions = seen.get(notice.id) ?? new Map<number, number>();
    if (!versions.has(notice.v)) versions.set(notice.v, Date.now());
    seen.set(notice.id, versions);
  });
  await feed.ready();
});
afterAll(async () => {
  await observer.stop();
  await db.$disconnect();
  await database.drop();
});

const newGame = async () =>
  (
    await createGame(db, {
      kind: "oh-my-word",
      config: { seats: 2, firstSeat: 0, timer: { minMs: 1_000, maxMs: 1_000 } },
      seatUserIds: ["u-ana", "u-bo"],
    })
  ).id;

async function instance(name: string, log?: (message: string) => void) {
  const own = createDb(database.url, { poolSize: 3 });
  const applied: string[] = [];
  const rt = createRealtime({
    db: own,
    url: database.url,
    instance: name,
    onDeadlinesApplied: (ids) => applied.push(...ids),
    log,
  });
  await rt.start();
  return {
    rt,
    applied,
    async stop() {
      await rt.stop();
      await own.$disconnect();
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => Promise<boolean>, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("timed out waiting");
    await sleep(50);
  }
}

const timerActions = (gameId: string) =>
  db.gameAction.findMany({
    where: { gameId },
    orderBy: { seq: "asc" },
    select: { seq: true, seat: true, action: true, at: true },
  });

describe("the deadline scheduler", () => {
  it("applies every expiry once, on time, with two instances racing for it", async () => {
    const a = await instance("a");
    const b = await instance("b");
    const games: { id: string; createdAt: number }[] = [];
    for (let i = 0; i < 6; i++) {
      const id = await newGame();
      const row = await db.game.findUniqueOrThrow({ where: { id }, select: { createdAt: true } });
      games.push({ id, createdAt: row.createdAt.getTime() });
      await sleep(130);
    }
    // Two expiries each: the timer restarts for the next holder when it goes off.
    await waitFor(async () => {
      const counts = await Promise.all(games.map((g) => db.gameAction.count({ where: { gameId: g.id } })));
      return counts.every((n) => n >= 2);
    }, 10_000);
    await Promise.all([a.stop(), b.stop()]);

    const lags: number[] = [];
    let expiries = 0;
    for (const game of games) {
      const actions = await timerActions(game.id);
      expiries += actions.length;
      // Exactly once: one timer-expired per deadline, at that deadline, versions 1, 2, …
      expect(actions.map((x) => [x.seq, x.seat, x.action, x.at.getTime()])).toEqual(
        actions.map((_, k) => [k + 1, null, { type: "timer-expired" }, game.createdAt + (k + 1) * 1_000]),
      );
      for (const x of actions) {
        // A write applying two overdue deadlines NOTIFYs once, with the later version.
        const heardAt = [...(seen.get(game.id) ?? [])]
          .filter(([v]) => v >= x.seq)
          .reduce<number | undefined>(
            (first, [, at]) => (first === undefined || at < first ? at : first),
            undefined,
          );
        expect(heardAt).toBeDefined();
        lags.push((heardAt as number) - x.at.getTime());
      }
    }
    // Each expiry was reported by exactly one of the two instances.
    const expected: string[] = [];
    for (const game of games) expected.push(...(await timerActions(game.id)).map(() => game.id));
    expect([...a.applied, ...b.applied].sort()).toEqual(expected.sort());
    expect(expiries).toBeGreaterThanOrEqual(12);
    lags.sort((x, y) => x - y);
    console.info(
      `timer expiry lag over ${lags.length} expiries: p50 ${lags[Math.floor(lags.length / 2)]} ms, max ${lags.at(-1)} ms`,
    );
    // The 100 ms p99 goal is measured by the bench; a shared CI machine only gets a loose bound.
    expect(Math.min(...lags)).toBeGreaterThanOrEqual(0);
    expect(lags.at(-1)).toBeLessThan(1_500);
  });

  it("applies deadlines that passed while no instance ran, as soon as one starts", async () => {
    const id = await newGame();
    const created = (await db.game.findUniqueOrThrow({ where: { id } })).createdAt.getTime();
    await sleep(Math.max(0, created + 1_300 - Date.now()));
    expect(await db.gameAction.count({ where: { gameId: id } })).toBe(0);

    const started = Date.now();
    const c = await instance("c");
    await waitFor(async () => (await db.gameAction.count({ where: { gameId: id } })) >= 1, 5_000);
    const late = Date.now() - started;
    await c.stop();
    const actions = await timerActions(id);
    expect(actions[0]).toMatchObject({ seq: 1, seat: null, action: { type: "timer-expired" } });
    expect(actions[0]?.at.getTime()).toBe(created + 1_000);
    expect(late).toBeLessThan(3_000);
  });

  it("goes on applying other games' expiries while one game's keep failing, and tries that one less and less often", async () => {
    const poisoned = await newGame();
    // A row no engine can read, due before anything else: every try to apply it fails.
    await db.$executeRaw`UPDATE game SET state = 'null'::jsonb, "nextDeadline" = now() - interval '1 second' WHERE id = ${poisoned}`;
    const healthy = await newGame();
    const log: string[] = [];
    const started = Date.now();
    const d = await instance("d", (message) => log.push(message));
    await waitFor(async () => (await db.gameAction.count({ where: { gameId: healthy } })) >= 1, 5_000);
    await sleep(1_000);
    await d.stop();
    const elapsed = Date.now() - started;

    expect((await timerActions(healthy))[0]).toMatchObject({ seq: 1, action: { type: "timer-expired" } });
    expect(await db.gameAction.count({ where: { gameId: poisoned } })).toBe(0);
    const tries = log.filter((line) => line.includes(poisoned));
    expect(tries[0]).toContain("1 in a row for this game; next try in 200 ms");
    // Waits of 200, 400, 800 ms…: a handful of tries in a few seconds, not one per 50 ms.
    expect(tries.length).toBeGreaterThanOrEqual(2);
    expect(tries.length).toBeLessThanOrEqual(Math.ceil(Math.log2(elapsed / 200 + 1)) + 1);
  });
});
