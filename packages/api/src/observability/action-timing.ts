import { AppError } from "../errors";
import { metrics, secondsSince } from "./metrics";

/**
 * Times one player's action for wordhall_action_duration_seconds. `outcome` separates
 * applied moves from refusals (rules, stale versions) and from failures, whose latencies
 * mean different things.
 */
export async function timeAction<T>(game: string, apply: () => Promise<T>): Promise<T> {
  const started = performance.now();
  let outcome = "error";
  try {
    const result = await apply();
    outcome = "applied";
    return result;
  } catch (error) {
    if (error instanceof AppError) outcome = "refused";
    throw error;
  } finally {
    metrics().actionSeconds.observe({ game, outcome }, secondsSince(started));
  }
}

/** Records, for each deadline the scheduler applied, how late its commit was. */
export function recordTimerExpiries(deadlines: readonly number[], committedAt = Date.now()): void {
  const histogram = metrics().timerLagSeconds;
  for (const at of deadlines) histogram.observe(Math.max(0, committedAt - at) / 1000);
}
