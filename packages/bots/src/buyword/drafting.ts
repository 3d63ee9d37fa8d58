import type { TileView } from "@wordhall/engine";
import type { Decided } from "./decisions";
import { misjudgement } from "./draw-worth";
import type { Reading } from "./reading";
import { handValue } from "./sale-choice";
import { pipsOf } from "./tiles";
import { tileWorth } from "./worth";

/** Kinds of tile weighed in full per pick: the most promising by what each is worth kept. */
const SHORTLIST = 3;

/**
 * BW-19: one pick from the face-up pool: the tile that makes the hand, with what it has
 * drafted so far, worth the most once the draw is paid for (the draw costs the square of its
 * pips, so a dear tile must earn its place). Tiles of the same letter and pips are one
 * choice; the few that look best kept are weighed in full.
 */
export function draftPick(pool: readonly TileView[], drafted: readonly TileView[], r: Reading): Decided {
  const drawn = pipsOf(drafted);
  const kinds = new Map<string, TileView>();
  for (const tile of pool)
    if (!kinds.has(`${tile.letter}${tile.pips}`)) kinds.set(`${tile.letter}${tile.pips}`, tile);
  const quick = (t: TileView) =>
    tileWorth(t, { ...r.model, horizon: 1 }) - ((drawn + t.pips) ** 2 - drawn ** 2);
  // Before its last pick a tile is something to keep; the last one decides what sells this turn.
  const last = (r.view.count ?? 0) - drafted.length <= 1;
  const shortlist = [...kinds.values()].sort((a, b) => quick(b) - quick(a)).slice(0, last ? SHORTLIST : 1);
  let best = shortlist[0] ?? (pool[0] as TileView);
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const tile of shortlist) {
    const value =
      handValue([...r.hand, ...drafted, tile], r) * misjudgement(r, `draft/${tile.letter}`) -
      (drawn + tile.pips) ** 2;
    if (value > bestValue) {
      bestValue = value;
      best = tile;
    }
  }
  return { action: { type: "draftPick", tile: best.id }, effort: "weigh" };
}
