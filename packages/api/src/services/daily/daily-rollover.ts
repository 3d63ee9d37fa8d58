import type { Db } from "@wordhall/db";
import { dayEnd, dayOf } from "./daily-day";
import { computeClosedDays } from "./daily-par";

/** Between midnights the work is looked for again this often (a claim left by an instance that died). */
const RECHECK_MS = 15 * 60_000;
/** A second after midnight UTC, so the closing day is closed on every clock that is roughly right. */
const AFTER_MIDNIGHT_MS = 1_000;

export type DailyRollover = { stop(): Promise<void> };

/**
 * Each server process's side of the day's end: shortly after start-up (a server that was down
 * over midnight catches up), a second after each midnight UTC, and every 15 minutes between,
 * it computes the par of closed days that have none. Every instance runs it; the day's row in
 * daily_par decides which one computes (computeClosedDays), so each day is computed once.
 */
export function startDailyRollover(
  db: Db,
  options: { instance: string; firstRunMs?: number; log: (error: unknown) => void },
): DailyRollover {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const schedule = (waitMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = computeClosedDays(db, { instance: options.instance })
        .then(() => undefined, options.log)
        .finally(() => schedule(nextWait(Date.now())));
    }, waitMs);
    timer.unref();
  };
  schedule(options.firstRunMs ?? 5_000);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** Until a second after the next midnight UTC, or the next recheck if that comes first. */
export function nextWait(now: number): number {
  return Math.min(dayEnd(dayOf(now)) + AFTER_MIDNIGHT_MS - now, RECHECK_MS);
}
