import { inPlay, setDraw, updatePlayer, type Work } from "./draft-state";
import { type BuywordRejected, fail } from "./errors";
import { startDecide } from "./flow";
import { offerMoneyRefusal } from "./offers";
import type { TradeOffer } from "./state";

/**
 * BW-17, BW-18: after everyone has drawn, players swap whole draws, optionally with money.
 * An offer names the other seat and the money: positive, the offerer pays; negative, the
 * other pays. The window closes when everyone has said they're done (or on the time limit).
 */
export function offerTrade(work: Work, from: number, to: number, money: number): BuywordRejected | null {
  const phase = work.phase;
  if (phase.kind !== "trade") return fail("wrong-phase", "Trading is closed.");
  const offerer = work.players[from];
  const other = work.players[to];
  if (to === from || !other || !offerer) return fail("bad-trade", "Choose another player to trade with.");
  if (!inPlay(work, to)) return fail("player-left", "That player has left the game.");
  const refusal = offerMoneyRefusal({ money, offererMoney: offerer.money, otherMoney: other.money });
  if (refusal) return fail(refusal.code, refusal.message);
  const offers = phase.offers.filter((o) => !(o.from === from && o.to === to));
  offers.push({ from, to, money });
  work.phase = { ...phase, offers, done: setDone(phase.done, from, false) };
  const fromTiles = work.draws[from] ?? [];
  const toTiles = work.draws[to] ?? [];
  work.events.push({ type: "tradeOffered", from, to, money, fromTiles, toTiles });
  return null;
}

export function withdrawTrade(work: Work, from: number, to: number): BuywordRejected | null {
  const phase = work.phase;
  if (phase.kind !== "trade") return fail("wrong-phase", "Trading is closed.");
  if (!phase.offers.some((o) => o.from === from && o.to === to)) {
    return fail("no-such-offer", "You have no open offer to that player.");
  }
  work.phase = { ...phase, offers: phase.offers.filter((o) => !(o.from === from && o.to === to)) };
  work.events.push({ type: "tradeWithdrawn", from, to });
  return null;
}

export function declineTrade(work: Work, to: number, from: number): BuywordRejected | null {
  const phase = work.phase;
  if (phase.kind !== "trade") return fail("wrong-phase", "Trading is closed.");
  if (!phase.offers.some((o) => o.from === from && o.to === to)) {
    return fail("no-such-offer", "That player has no open offer to you.");
  }
  work.phase = { ...phase, offers: phase.offers.filter((o) => !(o.from === from && o.to === to)) };
  work.events.push({ type: "tradeDeclined", from, to });
  return null;
}

/** Swaps the two draws and the money; every other offer that involves either seat is void. */
export function acceptTrade(work: Work, to: number, from: number): BuywordRejected | null {
  const phase = work.phase;
  if (phase.kind !== "trade") return fail("wrong-phase", "Trading is closed.");
  const offer = phase.offers.find((o) => o.from === from && o.to === to);
  if (!offer) return fail("no-such-offer", "That player has no open offer to you.");
  const giver = work.players[from];
  const taker = work.players[to];
  if (!giver || !taker) return fail("no-such-offer", "That player has no open offer to you.");
  if (offer.money > giver.money || -offer.money > taker.money) {
    return fail("cannot-afford", "The payer can no longer pay that much.");
  }
  const fromDraw = work.draws[from] ?? [];
  const toDraw = work.draws[to] ?? [];
  setDraw(work, from, toDraw);
  setDraw(work, to, fromDraw);
  if (offer.money !== 0) {
    updatePlayer(work, from, { money: giver.money - offer.money });
    updatePlayer(work, to, { money: taker.money + offer.money });
  }
  const involved = (o: TradeOffer) => o.from === from || o.to === from || o.from === to || o.to === to;
  work.phase = {
    ...phase,
    offers: phase.offers.filter((o) => !involved(o)),
    done: setDone(setDone(phase.done, from, false), to, false),
  };
  work.events.push({ type: "traded", from, to, money: offer.money, fromTiles: fromDraw, toTiles: toDraw });
  return null;
}

export function doneTrading(work: Work, seat: number): BuywordRejected | null {
  const phase = work.phase;
  if (phase.kind !== "trade") return fail("wrong-phase", "Trading is closed.");
  const done = setDone(phase.done, seat, true);
  work.phase = { ...phase, done };
  work.events.push({ type: "tradingDone", seat });
  if (done.every(Boolean)) {
    endTrading(work);
  }
  return null;
}

/** Open offers lapse; buying starts with the leader. */
export function endTrading(work: Work): void {
  work.events.push({ type: "tradingEnded" });
  startDecide(work);
}

export function setDone(done: readonly boolean[], seat: number, value: boolean): readonly boolean[] {
  if (done[seat] === value) return done;
  const next = done.slice();
  next[seat] = value;
  return next;
}
