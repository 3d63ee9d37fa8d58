import type { BuywordView, TileView } from "@wordhall/engine";
import type { Decided } from "./decisions";
import { drawKey, drawUtility, othersWorth } from "./draw-worth";
import type { Reading } from "./reading";
import { handValue } from "./sale-choice";
import { priceOf } from "./tiles";

type TradePhase = Extract<BuywordView["phase"], { kind: "trade" }>;

/**
 * BW-17, BW-18: the trade window. It takes the best offer made to it that gains it enough
 * (what the other draw adds to its hand less its price, against its own, plus the money);
 * until it has said it is done, it makes one offer at a time, to a player not yet done, for
 * the draw that would gain it most, with money to make the swap worth the other's while as
 * far as it can guess; then it says it is done, and declines what it does not want. Offers
 * are made only before it is done, and it declines only once done, so bots never offer the
 * same swap again and again.
 */
export function tradeMove(phase: TradePhase, r: Reading): Decided | null {
  const draws = r.view.players.map((p) => p.draw?.tiles ?? null);
  const mine = draws[r.seat];
  if (!mine) return phase.done[r.seat] ? null : { action: { type: "doneTrading" }, effort: "quick" };
  const base = handValue(r.hand, r);
  const utility = (draw: readonly TileView[], money: number) =>
    drawUtility(draw, r, money, `trade/${drawKey(draw)}`, base);
  const keep = utility(mine, r.money);
  const margin = r.style.tradeMargin;

  let bestOffer: { from: number; gain: number } | null = null;
  for (const offer of phase.offers) {
    if (offer.to !== r.seat) continue;
    const theirs = draws[offer.from];
    if (!theirs) continue;
    // BW-18: the payer must still be able to pay when the offer is taken.
    const moneyAfter = r.money + offer.money;
    if (moneyAfter < 0 || offer.money > (r.view.players[offer.from]?.money ?? 0)) continue;
    const gain = utility(theirs, moneyAfter) + offer.money - keep;
    if (gain >= margin && (bestOffer === null || gain > bestOffer.gain))
      bestOffer = { from: offer.from, gain };
  }
  if (bestOffer) return { action: { type: "acceptTrade", from: bestOffer.from }, effort: "weigh" };

  if (!phase.done[r.seat]) {
    const offering = phase.offers.some((o) => o.from === r.seat);
    const offer = offering ? null : bestSwap(phase, draws, mine, keep, r, utility);
    if (offer) return { action: { type: "offerTrade", to: offer.to, money: offer.money }, effort: "weigh" };
    return { action: { type: "doneTrading" }, effort: "quick" };
  }
  const unwanted = phase.offers.find((o) => o.to === r.seat);
  return unwanted ? { action: { type: "declineTrade", from: unwanted.from }, effort: "quick" } : null;
}

function bestSwap(
  phase: TradePhase,
  draws: readonly (readonly TileView[] | null)[],
  mine: readonly TileView[],
  keep: number,
  r: Reading,
  utility: (draw: readonly TileView[], money: number) => number,
): { to: number; money: number } | null {
  let best: { to: number; money: number; net: number } | null = null;
  const theirGuess = (draw: readonly TileView[]) => Math.max(0, othersWorth(draw, r) - priceOf(draw));
  for (const p of r.view.players) {
    const theirs = draws[p.seat];
    if (p.seat === r.seat || p.left || phase.done[p.seat] || !theirs) continue;
    // Money it pays them (negative: they pay it) so that the swap looks worth their while.
    const theirGain = theirGuess(mine) - theirGuess(theirs);
    const money = Math.max(-Math.floor(theirGain / 2), Math.ceil(r.style.tradeMargin - theirGain));
    if (money > r.money || -money > p.money) continue;
    const net = utility(theirs, r.money - money) - money - keep;
    if (net >= r.style.tradeMargin && (best === null || net > best.net)) best = { to: p.seat, money, net };
  }
  return best ? { to: best.to, money: best.money } : null;
}
