/**
 * The contract between a game's deadlines and the server that applies them (docs/timer.md).
 *
 * After every write the server asks the engine for the game's deadlines and stores the
 * earliest with the game's version. Whichever instance notices first that it is due applies
 * its action, writing with a compare-and-set on that version. A second instance, or a retry,
 * finds the version moved on and drops its copy, so each expiry is applied exactly once.
 */
export type ScheduledDeadline = {
  readonly gameId: string;
  /** The game's version when the deadline was computed; it identifies this expiry. */
  readonly version: number;
  readonly kind: string;
  /** Epoch ms. Kept server-side; a secret deadline is never sent to clients. */
  readonly at: number;
};

export type ExpiryDecision =
  /** Due and still current: apply the action now, guarded by `version`. */
  | "apply"
  /** Current but not due: wait until `at`. */
  | "wait"
  /** The game changed since it was scheduled: drop it and reschedule from the new state. */
  | "stale";

export function decideExpiry(
  scheduled: ScheduledDeadline,
  currentVersion: number,
  now: number,
  graceMs = 0,
): ExpiryDecision {
  if (scheduled.version !== currentVersion) return "stale";
  return deadlineDue(scheduled.at, now, graceMs) ? "apply" : "wait";
}

/**
 * Whether the server may apply a deadline on its own at `now` (no player action asked for
 * it): at its instant, or `graceMs` later while a player's action stamped before it may
 * still be on its way (see `expiryGraceMs`). The deadline instant itself counts as due.
 */
export function deadlineDue(deadlineAt: number, now: number, graceMs = 0): boolean {
  return now >= deadlineAt + Math.max(0, graceMs);
}

/** An idempotency key: the same deadline of the same game version always yields the same key. */
export function expiryKey(scheduled: Pick<ScheduledDeadline, "gameId" | "version" | "kind">): string {
  return `${scheduled.gameId}@${scheduled.version}:${scheduled.kind}`;
}

/**
 * Whether a player's action stamped `actionAt` must wait until a deadline is applied first.
 * A deadline strictly before the action goes first; one at the very same instant goes after,
 * so an action made exactly as a deadline falls still counts (Oh My Word's "handed the bag
 * exactly as the timer goes off" then lands on the player who received the bag).
 */
export function deadlineGoesFirst(deadlineAt: number, actionAt: number): boolean {
  return deadlineAt < actionAt;
}
