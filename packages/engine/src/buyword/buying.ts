import { bidRefusal } from "./bids";
import { inPlay, nextSeat, seatsInPlay, setDraw, updatePlayer, type Work } from "./draft-state";
import { type BuywordRejected, fail } from "./errors";
import { advanceDecide } from "./flow";
import { priceOf } from "./tiles";

/** BW-7, BW-8: buy one's whole draw for the square of its pips, if one can pay. */
export function buyDraw(work: Work, seat: number): BuywordRejected | null {
  const draw = work.draws[seat];
  const player = work.players[seat];
  if (!draw || !player) return fail("no-draw", "You have no draw to buy.");
  const price = priceOf(draw);
  if (price > player.money)
    return fail("cannot-afford", `This draw costs $${price} and you have $${player.money}.`);
  updatePlayer(work, seat, { money: player.money - price, hand: player.hand.concat(draw) });
  setDraw(work, seat, null);
  work.events.push({ type: "bought", seat, tiles: draw, price, open: work.drawsOpen });
  advanceDecide(work, seat);
  return null;
}

/** BW-7: a discarded draw leaves the game. */
export function discardDraw(work: Work, seat: number): BuywordRejected | null {
  const draw = work.draws[seat];
  if (!draw) return fail("no-draw", "You have no draw to discard.");
  work.discarded = work.discarded.concat(draw);
  setDraw(work, seat, null);
  work.events.push({ type: "drawDiscarded", seat, tiles: draw });
  advanceDecide(work, seat);
  return null;
}

/** BW-15: instead of buying or discarding, put the draw up for auction. */
export function startAuction(work: Work, seat: number): BuywordRejected | null {
  const draw = work.draws[seat];
  if (!draw) return fail("no-draw", "You have no draw to auction.");
  if (seatsInPlay(work) < 2) return fail("nobody-to-bid", "There is nobody to bid in a solo game.");
  openAuction(work, seat);
  work.events.push({ type: "auctionStarted", owner: seat, tiles: draw });
  return null;
}

/** BW-15: bids go clockwise from the owner's left, the owner last; BW-33: only seats in play bid. */
export function openAuction(work: Work, owner: number): void {
  const order: number[] = [];
  for (let s = nextSeat(work, owner); s !== owner; s = nextSeat(work, s)) if (inPlay(work, s)) order.push(s);
  if (inPlay(work, owner)) order.push(owner);
  work.phase = { kind: "auction", owner, order, index: 0, high: null };
}

/** BW-15, BW-16: each bid must beat the best so far and be affordable (the rules: bids.ts). */
export function placeBid(work: Work, seat: number, amount: number): BuywordRejected | null {
  const phase = work.phase;
  if (phase.kind !== "auction") return fail("wrong-phase", "There is no auction running.");
  const player = work.players[seat];
  if (!player) return fail("not-your-turn", "It's not your turn to bid.");
  const turn = phase.order[phase.index] ?? null;
  const refusal = bidRefusal({ turn, high: phase.high, bidder: seat, money: player.money }, amount);
  if (refusal) return fail(refusal.code, refusal.message);
  work.events.push({ type: "bid", seat, amount });
  work.phase = { ...phase, index: phase.index + 1, high: { seat, amount } };
  closeAuctionIfDone(work);
  return null;
}

export function passBid(work: Work, seat: number): void {
  const phase = work.phase;
  if (phase.kind !== "auction") return;
  work.events.push({ type: "passed", seat });
  work.phase = { ...phase, index: phase.index + 1 };
  closeAuctionIfDone(work);
}

/** BW-16: once the owner has had the last word, the best bid pays the bank; no bid, no sale. */
export function closeAuctionIfDone(work: Work): void {
  const phase = work.phase;
  if (phase.kind !== "auction" || phase.index < phase.order.length) return;
  const { owner, high } = phase;
  const draw = work.draws[owner] ?? [];
  setDraw(work, owner, null);
  if (high) {
    const winner = work.players[high.seat];
    if (winner)
      updatePlayer(work, high.seat, { money: winner.money - high.amount, hand: winner.hand.concat(draw) });
    work.events.push({ type: "auctionWon", owner, seat: high.seat, amount: high.amount, tiles: draw });
  } else {
    work.discarded = work.discarded.concat(draw);
    work.events.push({ type: "auctionUnsold", owner, tiles: draw });
  }
  advanceDecide(work, owner);
}
