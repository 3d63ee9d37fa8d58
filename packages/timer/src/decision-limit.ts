import { type Countdown, hasExpired, remainingMs, startCountdown } from "./countdown";

/**
 * A time limit for one decision in a turn-based game (BuyWord's buy-or-pass, for example).
 * Each decision gets `perDecisionMs`; a seat may also have a reserve bank that is spent only
 * once the per-decision time is used up, so a slow decision now and then isn't punished.
 */
export type DecisionLimit = { readonly perDecisionMs: number; readonly reserveMs: number };

export const DEFAULT_DECISION_LIMIT: DecisionLimit = { perDecisionMs: 30_000, reserveMs: 0 };

export type Decision = {
  readonly seat: number;
  readonly countdown: Countdown;
  readonly perDecisionMs: number;
  /** Reserve the seat had when the decision started. */
  readonly reserveAtStartMs: number;
};

/** Starts the clock for `seat`'s decision; its deadline covers the decision time plus the reserve. */
export function startDecision(
  now: number,
  seat: number,
  limit: DecisionLimit,
  reserveLeftMs: number,
): Decision {
  const reserve = Math.max(0, reserveLeftMs);
  return {
    seat,
    countdown: startCountdown(now, limit.perDecisionMs + reserve),
    perDecisionMs: limit.perDecisionMs,
    reserveAtStartMs: reserve,
  };
}

export function decisionExpired(decision: Decision, at: number): boolean {
  return hasExpired(decision.countdown, at);
}

/** The reserve the seat keeps after deciding at `now`: only time beyond the per-decision limit is spent. */
export function reserveAfterDecision(decision: Decision, now: number): number {
  const left = remainingMs(decision.countdown, now);
  return Math.min(decision.reserveAtStartMs, left);
}
