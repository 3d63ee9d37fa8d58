/**
 * A countdown that never ticks: it stores when it runs out (or, while paused, how much was
 * left) and answers questions about an instant the caller supplies. The caller's clock is
 * the only clock, so the same countdown replays identically from a game record.
 */
export type Countdown =
  | { readonly status: "running"; readonly startedAt: number; readonly deadline: number }
  | { readonly status: "paused"; readonly startedAt: number; readonly remainingMs: number };

export function startCountdown(now: number, durationMs: number): Countdown {
  return { status: "running", startedAt: now, deadline: now + Math.max(0, durationMs) };
}

/** True once `at` reaches the deadline; the deadline instant itself counts as expired. */
export function hasExpired(countdown: Countdown, at: number): boolean {
  return countdown.status === "running" && at >= countdown.deadline;
}

export function remainingMs(countdown: Countdown, at: number): number {
  if (countdown.status === "paused") return countdown.remainingMs;
  return Math.max(0, countdown.deadline - at);
}

/** The instant the countdown runs out, or null while it is paused (it then has no deadline). */
export function deadlineOf(countdown: Countdown): number | null {
  return countdown.status === "running" ? countdown.deadline : null;
}

/** Freezes what is left at `now`. Pausing a paused countdown changes nothing. */
export function pauseCountdown(countdown: Countdown, now: number): Countdown {
  if (countdown.status === "paused") return countdown;
  return { status: "paused", startedAt: countdown.startedAt, remainingMs: remainingMs(countdown, now) };
}

/** Runs again from `now` with what was left. Resuming a running countdown changes nothing. */
export function resumeCountdown(countdown: Countdown, now: number): Countdown {
  if (countdown.status === "running") return countdown;
  return { status: "running", startedAt: countdown.startedAt, deadline: now + countdown.remainingMs };
}
