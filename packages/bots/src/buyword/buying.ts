import { minimumBid, type TileView } from "@wordhall/engine";
import { stable } from "../core/chance";
import type { Decided } from "./decisions";
import { drawKey, drawWorth, othersWorth } from "./draw-worth";
import type { Reading } from "./reading";
import { priceOf } from "./tiles";

/**
 * BW-6: the leader's draw size after "choice". Draws cost the square of their pips, so two
 * tiles at a time are the cheapest tiles there are, and more rounds mean more selling turns;
 * easy sometimes takes more, as people like a handful.
 */
export function chooseCount(r: Reading): Decided {
  let count = 2;
  if (r.level === "easy") count = 2 + Math.floor(stable("choose", r.seat, r.view.round) * 3);
  return { action: { type: "choose", count }, effort: "weigh" };
}

/**
 * BW-7, BW-8, BW-15: buy the draw when what it adds to the hand beats its price; otherwise
 * discard it. With auctions on (and someone to bid), it puts a draw up for auction when the
 * others are unlikely to want it as much: owners bid last, so it may then get the draw for a
 * dollar more than the best bid, well under its price.
 */
export function decideDraw(draw: readonly TileView[], r: Reading): Decided {
  const price = priceOf(draw);
  const worth = drawWorth(draw, r, `decide/${drawKey(draw)}`);
  const canBuy = price <= r.money;
  const buyGain = canBuy ? worth - price : Number.NEGATIVE_INFINITY;
  if (r.view.rules.auction && r.inPlay > 1 && stable("auction?", r.seat, r.view.round) < r.style.auctions) {
    // What the best rival bid might be: a draw's worth to a hand it cannot see, or all their money.
    let rival = 0;
    for (const p of r.view.players) {
      if (p.seat === r.seat || p.left) continue;
      rival = Math.max(rival, Math.min(p.money, othersWorth(draw, r)));
    }
    const auctionGain = worth - (rival + 1);
    if (auctionGain > 0 && auctionGain > buyGain + 4 && rival + 1 <= r.money)
      return { action: { type: "auction" }, effort: "weigh" };
  }
  if (buyGain > 0) return { action: { type: "buy" }, effort: "weigh" };
  return { action: { type: "discard" }, effort: "weigh" };
}

/**
 * BW-15, BW-16: one bid. A bidder offers a share of what the draw adds to its hand (each
 * bids once, so it keeps some of the gain for itself); the owner, bidding last, makes the
 * smallest bid that tops the best while that is still worth it.
 */
export function bidFor(
  draw: readonly TileView[],
  owner: number,
  high: { seat: number; amount: number } | null,
  r: Reading,
): Decided {
  const worth = drawWorth(draw, r, `bid/${drawKey(draw)}`);
  // The engine's own smallest bid (bids.ts), so the bot never offers one the engine refuses.
  const least = minimumBid(high);
  const pass: Decided = { action: { type: "pass" }, effort: "weigh" };
  if (owner === r.seat) {
    return least < worth && least <= r.money
      ? { action: { type: "bid", amount: least }, effort: "weigh" }
      : pass;
  }
  const amount = Math.min(r.money, Math.max(least, Math.floor(worth * r.style.bidShare)));
  return amount >= least && amount < worth ? { action: { type: "bid", amount }, effort: "weigh" } : pass;
}
