import { type Countdown, startCountdown } from "./countdown";

/** The range a hidden timer's length is drawn from, both ends included. */
export type HiddenLength = { readonly minMs: number; readonly maxMs: number };

/** Oh My Word's physical timer runs for 25–45 seconds; rooms may configure another range. */
export const DEFAULT_HIDDEN_LENGTH: HiddenLength = { minMs: 25_000, maxMs: 45_000 };

/**
 * Draws an integer in [min, max] from a generator state and returns the next state. The
 * timer doesn't own a PRNG: it borrows the game's, so that the length is as reproducible
 * (and as secret) as the rest of the game's randomness.
 */
export type DrawInt<Rng> = (rng: Rng, min: number, max: number) => readonly [number, Rng];

/**
 * Starts a countdown whose length is drawn uniformly (millisecond precision) from `range`.
 * Returns the countdown and the advanced generator state, which the game must keep.
 */
export function startHiddenCountdown<Rng>(
  now: number,
  range: HiddenLength,
  rng: Rng,
  drawInt: DrawInt<Rng>,
): [Countdown, Rng] {
  const lo = Math.min(range.minMs, range.maxMs);
  const hi = Math.max(range.minMs, range.maxMs);
  const [lengthMs, next] = drawInt(rng, lo, hi);
  return [startCountdown(now, lengthMs), next];
}
