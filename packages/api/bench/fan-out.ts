// "live fan-out": 50 spectators subscribe to live.game on one instance; a player makes 100
// moves one after another. Latency per delivery = the subscriber receiving the step minus
// the moment the move was sent (the mutation's whole transaction included). The baseline
// (same run) is what tRPC would otherwise do per delivery: JSON.stringify the message
// object for each subscriber, where here each step is serialised once and shared.
import { setMaxListeners } from "node:events";
import { createDb } from "@wordhall/db";
import { createTestDatabase } from "@wordhall/db/testing";
import { createRealtime } from "../src/realtime/registry";
import { appRouter } from "../src/root";
import { applyPlayerAction } from "../src/services/games/apply-action";
import { createGame } from "../src/services/games/create-game";
import { createCallerFactory } from "../src/trpc";

const SUBSCRIBERS = 50;
const MOVES = 100;

const emit = (row: Record<string, unknown>) => console.log(`BENCH ${JSON.stringify(row)}`);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

export async function fanOutBench(): Promise<void> {
  const database = await createTestDatabase({ migrate: true });
  const db = createDb(database.url, { poolSize: 6 });
  // The 50 spectators are one account here, far past a person's limit of open live views.
  const rt = createRealtime({ db, url: database.url, instance: "bench", streamsPerAccount: SUBSCRIBERS });
  for (const name of ["ana", "bo", "cy", "watcher"]) {
    await db.user.create({ data: { id: `u-${name}`, name, email: `${name}@example.test` } });
  }
  const room = await db.room.create({
    data: { code: "BENCH01", kind: "oh_my_word", name: "Bench", hostId: "u-ana", config: {} },
  });
  const { id: gameId } = await createGame(db, {
    kind: "oh-my-word",
    config: { seats: 3, firstSeat: 0, timer: { minMs: 600_000, maxMs: 600_000 } },
    seatUserIds: ["u-ana", "u-bo", "u-cy"],
    roomId: room.id,
  });

  const sentAt = new Map<number, number>();
  const latencies: number[] = [];
  const abort = new AbortController();
  // Every subscription listens for the one abort, as no server request would share it.
  setMaxListeners(4 * SUBSCRIBERS, abort.signal);
  const caller = createCallerFactory(appRouter)(
    {
      db,
      headers: new Headers(),
      user: { id: "u-watcher", name: "watcher", email: "w@example.test", role: "player" },
    },
    { signal: abort.signal },
  );
  let stepBytes = 0;
  let stepSample: unknown = null;
  const readers = Array.from({ length: SUBSCRIBERS }, async () => {
    const stream = await caller.live.game({ gameId });
    for await (const value of stream) {
      if (!Array.isArray(value)) continue;
      const version = Number(value[0]);
      const sent = sentAt.get(version);
      if (sent !== undefined) latencies.push(performance.now() - sent);
      if (version > 0 && stepSample === null) {
        stepSample = JSON.parse(value[1] as string);
        stepBytes = (value[1] as string).length;
      }
      if (version >= MOVES) return;
    }
  });
  // Let every subscriber get its snapshot first.
  while (rt.games.version(gameId) === undefined) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 500));

  const started = performance.now();
  for (let i = 1; i <= MOVES; i++) {
    sentAt.set(i, performance.now());
    await applyPlayerAction(db, {
      gameId,
      userId: "u-ana",
      clientActionId: `m${i}`,
      action: { type: "choose-category", category: i % 2 },
    });
  }
  await Promise.all(readers);
  const seconds = (performance.now() - started) / 1000;
  abort.abort();

  latencies.sort((a, b) => a - b);
  const engine = database.engine === "postgres" ? "PostgreSQL" : "PGlite";
  // Baseline: one JSON.stringify of the step message per subscriber, as tRPC does per event.
  const t0 = performance.now();
  for (let i = 0; i < MOVES * SUBSCRIBERS; i++) JSON.stringify(stepSample);
  const perDeliveryUs = ((performance.now() - t0) * 1000) / (MOVES * SUBSCRIBERS);
  const t1 = performance.now();
  const shared = JSON.stringify(stepSample);
  for (let i = 0; i < MOVES * SUBSCRIBERS; i++) JSON.stringify(shared);
  const sharedUs = ((performance.now() - t1) * 1000) / (MOVES * SUBSCRIBERS);
  emit({
    name: `live fan-out delivery p99 (${SUBSCRIBERS} subscribers, ${MOVES} sequential moves, ${engine})`,
    value: Number(percentile(latencies, 99).toFixed(1)),
    unit: "ms",
    goal: "≤ 50 ms",
    pass: percentile(latencies, 99) <= 50 && latencies.length === SUBSCRIBERS * MOVES,
  });
  emit({
    name: `live fan-out deliveries/s (${engine})`,
    value: Math.round(latencies.length / seconds),
    unit: "deliveries/s",
  });
  emit({
    name: `live step serialisation per delivery (shared string, ${stepBytes} B step)`,
    value: Number(sharedUs.toFixed(2)),
    unit: "µs",
    baseline: "JSON.stringify of the message per subscriber",
    baselineValue: Number(perDeliveryUs.toFixed(2)),
    ratio: Number((sharedUs / perDeliveryUs).toFixed(2)),
  });

  await rt.stop();
  await db.$disconnect();
  await database.drop();
}
