/**
 * How much network lag the server forgives. An action received just after a deadline still
 * counts as sent before it when the sender's measured one-way lag covers the difference, but
 * never by more than `maxCompensationMs`: a larger allowance would let a laggy (or lying)
 * client act after everyone else has heard the timer go off. See docs/timer.md.
 */
export type LagPolicy = { readonly maxCompensationMs: number };

export const DEFAULT_LAG_POLICY: LagPolicy = { maxCompensationMs: 150 };

/**
 * The time the server should stamp on an action (and pass to the engine as ctx.now):
 * the receive time minus the sender's lag, capped by the policy, and never earlier than
 * the last action the game already accepted, so the game's clock never runs backwards.
 */
export function compensatedTime(
  receivedAt: number,
  measuredLagMs: number,
  notBefore: number,
  policy: LagPolicy = DEFAULT_LAG_POLICY,
): number {
  const lag = Number.isFinite(measuredLagMs) ? measuredLagMs : 0;
  const credit = Math.min(Math.max(0, lag), Math.max(0, policy.maxCompensationMs));
  return Math.max(notBefore, receivedAt - credit);
}

/** Whether an action received at `receivedAt` counts as made no later than `deadline`. */
export function countsBeforeDeadline(
  deadline: number,
  receivedAt: number,
  measuredLagMs: number,
  policy: LagPolicy = DEFAULT_LAG_POLICY,
): boolean {
  return compensatedTime(receivedAt, measuredLagMs, Number.NEGATIVE_INFINITY, policy) <= deadline;
}

/**
 * One-way lag from round-trip samples (e.g. pings): half the median, which shrugs off a
 * single slow sample. Zero when there are no samples yet, so a new connection gets no credit.
 */
export function estimateOneWayLag(roundTripSamplesMs: readonly number[]): number {
  const samples = roundTripSamplesMs.filter((s) => Number.isFinite(s) && s >= 0).sort((a, b) => a - b);
  if (samples.length === 0) return 0;
  const mid = samples.length >> 1;
  const median =
    samples.length % 2 === 1 ? (samples[mid] ?? 0) : ((samples[mid - 1] ?? 0) + (samples[mid] ?? 0)) / 2;
  return median / 2;
}

/** A longer "round trip" is not a network's: a stalled tab, a sleeping laptop, a lie. */
export const MAX_ROUND_TRIP_SAMPLE_MS = 10_000;

/**
 * One round-trip sample measured on the server's own clock: the server sent an event at
 * `sentAt`, and an action that echoes it arrived at `receivedAt`, its sender saying it held
 * the event `heldMs` before sending. Null when the numbers cannot be a network's round
 * trip (negative, or over MAX_ROUND_TRIP_SAMPLE_MS). A sender can only make its lag look
 * larger by under-reporting `heldMs`, and the credit is capped (`compensatedTime`).
 */
export function roundTripFromEcho(sentAt: number, receivedAt: number, heldMs: number): number | null {
  if (![sentAt, receivedAt, heldMs].every(Number.isFinite) || heldMs < 0) return null;
  const roundTrip = receivedAt - sentAt - heldMs;
  return roundTrip >= 0 && roundTrip <= MAX_ROUND_TRIP_SAMPLE_MS ? roundTrip : null;
}

/**
 * How long the server waits past a deadline before applying it on its own. An action
 * stamped before the deadline can arrive up to the cap after it, so a game where some
 * seat's lag is measured (and can be credited) waits the whole cap; one where none is
 * waits nothing, since no late arrival could count.
 */
export function expiryGraceMs(lagMeasured: boolean, policy: LagPolicy = DEFAULT_LAG_POLICY): number {
  return lagMeasured ? Math.max(0, policy.maxCompensationMs) : 0;
}
