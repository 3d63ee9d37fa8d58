import { type ApiServer, logger } from "@wordhall/api";
import type { Front } from "./front";

/**
 * SIGTERM (and SIGINT): stop taking connections; end every live stream with a retryable
 * error, so each client reconnects to another instance (or to this one once restarted);
 * let the scheduler finish the expiry it is applying, which releases the games it claimed;
 * wait for the requests in flight, so every acknowledged move is committed; then close the
 * pool and exit. A second signal exits at once.
 */
export function onShutdownSignal(parts: { api: ApiServer; front: Front; graceMs: number }): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    const started = performance.now();
    logger().info({ signal }, "shutting down");
    // Streams first: the listeners' close waits for them, since they never end by themselves.
    const closed = parts.front.close(parts.graceMs);
    await parts.api.realtime.stop();
    await closed;
    await parts.api.stop();
    logger().info({ ms: Math.round(performance.now() - started) }, "shut down");
    logger().flush();
    process.exit(0);
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void stop(signal));
}
