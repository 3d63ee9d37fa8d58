import type { Db } from "@wordhall/db";
import { readApiEnv } from "../env";
import { logger } from "../observability/logger";
import { getServerDeps } from "../server-deps";
import { Realtime, type RealtimeOptions } from "./runtime";

// One Realtime per database client: the server process has one (kept on globalThis, as
// Next's dev server re-evaluates modules), and tests run several "instances" side by side.
const holder = globalThis as typeof globalThis & { __wordhallRealtime?: WeakMap<Db, Realtime> };
holder.__wordhallRealtime ??= new WeakMap();
const registry = holder.__wordhallRealtime;

export function createRealtime(options: RealtimeOptions): Realtime {
  const rt = new Realtime(options);
  registry.set(options.db, rt);
  return rt;
}

/** The Realtime already serving this database client, if any (never makes one). */
export function existingRealtime(db: Db): Realtime | undefined {
  return registry.get(db);
}

/** The Realtime serving this database client; the server's own is made on first use. */
export function realtimeFor(db: Db): Realtime {
  const known = registry.get(db);
  if (known) return known;
  return createRealtime({
    db,
    url: readApiEnv().DATABASE_URL,
    log: (m) => logger().warn({ component: "realtime" }, m),
  });
}

/**
 * For the apps' instrumentation (node runtime): starts this process's deadline scheduler
 * and LISTEN connection once, and ends live subscriptions on SIGTERM/SIGINT so that
 * `next start` can finish its graceful shutdown.
 */
export async function startRealtime(): Promise<Realtime> {
  const rt = realtimeFor(getServerDeps().db);
  const flagged = rt as Realtime & { __signals?: true };
  if (!flagged.__signals) {
    flagged.__signals = true;
    for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => void rt.stop());
  }
  // Not awaited: a database that is still starting must not hold up the server; the
  // listener keeps retrying and the scheduler's sweep catches up once it can read.
  void rt
    .start()
    .catch((error: unknown) => logger().error({ component: "realtime", err: error }, "could not start"));
  return rt;
}

/** Ends live subscriptions (retryable for clients) and stops the scheduler and listener. */
export async function stopRealtime(): Promise<void> {
  await registry.get(getServerDeps().db)?.stop();
}
