import type { TileView } from "@wordhall/engine";
import { stable } from "../core/chance";
import type { Reading } from "./reading";
import { handValue } from "./sale-choice";
import { priceOf } from "./tiles";
import { keepWorth } from "./worth";

/**
 * What a draw adds to this hand, in dollars, before paying for it: the words the hand makes
 * with it now and what the tiles it keeps are worth later (handValue), against the hand
 * without it. The money and the hand limit are in there: tiles the limit makes it let go
 * count for nothing. Lower levels misjudge it by a stable share for the decision (`about`).
 */
export function drawWorth(draw: readonly TileView[], r: Reading, about: string, base?: number): number {
  const without = base ?? handValue(r.hand, r);
  const worth = handValue([...r.hand, ...draw], r) - without;
  return worth * misjudgement(r, about);
}

/** A factor in [1 − misjudge, 1 + misjudge], fixed per decision: easy misreads a draw more. */
export function misjudgement(r: Reading, about: string): number {
  const m = r.style.misjudge;
  if (m === 0) return 1;
  return 1 + m * (2 * stable("misjudge", r.seat, r.view.round, about) - 1);
}

/** What a draw is worth to this bot once paid for: nothing if it would not, or could not, buy it. */
export function drawUtility(
  draw: readonly TileView[],
  r: Reading,
  money: number,
  about: string,
  base?: number,
): number {
  const price = priceOf(draw);
  if (price > money) return 0;
  return Math.max(0, drawWorth(draw, r, about, base) - price);
}

/**
 * A guess at what a draw is worth to someone else, whose hand it cannot see: what its tiles
 * are worth kept, in a hand of their own.
 */
export function othersWorth(draw: readonly TileView[], r: Reading): number {
  return keepWorth(draw, { ...r.model, horizon: Math.max(r.model.horizon, 0.5) });
}

export function drawKey(draw: readonly TileView[]): string {
  return draw
    .map((t) => t.id)
    .sort((a, b) => a - b)
    .join(",");
}
