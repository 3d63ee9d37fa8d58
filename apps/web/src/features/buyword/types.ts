import type {
  BuywordEventView,
  BuywordPhaseView,
  BuywordPlayerView,
  BuywordTileView,
  BuywordView,
  LiveSeat,
} from "@wordhall/client";

export type { BuywordEventView, BuywordPhaseView, BuywordPlayerView, BuywordTileView, BuywordView, LiveSeat };

/** A set of tiles, or a word, costs (or fetches) the square of its pips (BW-8, BW-11). */
export const priceOfPips = (pips: number) => pips * pips;

export const pipsOf = (tiles: readonly BuywordTileView[]) => tiles.reduce((sum, t) => sum + t.pips, 0);

export const isWildTile = (tile: BuywordTileView) => tile.letter === "*";

export function seatName(seats: readonly LiveSeat[], seat: number): string {
  return seats.find((s) => s.seat === seat)?.name ?? `Player ${seat + 1}`;
}

/** Whose decision it is now, when one seat's. */
export function seatToAct(phase: BuywordPhaseView): number | null {
  switch (phase.kind) {
    case "choose":
    case "draft":
    case "decide":
    case "sell":
      return phase.turn;
    case "auction":
      return phase.turn;
    default:
      return null;
  }
}

export { money } from "@wordhall/ui";
