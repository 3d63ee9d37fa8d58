import { count } from "@wordhall/ui";
import { type BuywordTileView, type BuywordView, money, pipsOf, priceOfPips } from "./types";

// The draw this seat holds, as its own view gives it (BW-7, BW-30): the table shows a draw
// only when the view holds its tiles, so nothing the server keeps from a seat can appear.

export type YourDraw = {
  readonly tiles: readonly BuywordTileView[];
  readonly pips: number;
  /** BW-8: the square of the pips. */
  readonly cost: number;
  readonly money: number;
  readonly affordable: boolean;
};

/** Null for a spectator, a seat with no draw, or one whose draw's tiles the view doesn't give. */
export function yourDraw(view: BuywordView): YourDraw | null {
  const me = view.you ? view.players[view.you.seat] : undefined;
  const tiles = me?.draw?.tiles;
  if (!me || !tiles || tiles.length === 0) return null;
  const pips = pipsOf(tiles);
  const cost = priceOfPips(pips);
  return { tiles, pips, cost, money: me.money, affordable: cost <= me.money };
}

/** "3 tiles, 7 pips: costs $49". */
export const drawCostLine = (d: YourDraw) =>
  `${count(d.tiles.length, "tile")}, ${count(d.pips, "pip")}: costs ${money(d.cost)}`;

/** Under your draw while another player decides: what you'll be able to do with it. */
export function waitingDrawLine(d: YourDraw, auctions: boolean): string {
  if (d.affordable) return `You have ${money(d.money)}: you'll buy or discard it when your turn comes.`;
  const then = auctions ? "auction it or discard it" : "discard it";
  return `You have ${money(d.money)}, not enough to buy it: you can ${then} when your turn comes.`;
}
