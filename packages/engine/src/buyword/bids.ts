import type { Seat } from "./state";

// BW-15, BW-16: the rules of one bid, in one place. The engine refuses bids with them and
// the table's bid field explains a bid before it is sent with the very same sentences, so
// the field can never allow what the engine refuses or refuse what it allows. This file
// imports nothing but types: pages take it alone as @wordhall/engine/buyword-bids.

/** Bids are whole dollars, each at least this much over the best bid so far (the first at least this much). */
export const BID_STEP = 1;

export type HighBid = { readonly seat: Seat; readonly amount: number } | null;

/** What a bid is judged on; the engine's state and every seat's view both hold these facts. */
export type BidFacts = {
  /** Whose bid it is now; null once every seat has had its say. */
  readonly turn: Seat | null;
  readonly high: HighBid;
  /** The seat that wants to bid, and the money it holds. */
  readonly bidder: Seat;
  readonly money: number;
};

export type BidRefusalCode = "not-your-turn" | "invalid-action" | "bid-too-low" | "cannot-afford";

export type BidRefusal = { readonly code: BidRefusalCode; readonly message: string };

/** "$8", "$1,000": the engine can't take the table's wording package, so it writes dollars itself. */
export const dollars = (amount: number): string => `$${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;

/** The smallest bid that beats the best so far. */
export function minimumBid(high: HighBid): number {
  return high === null ? BID_STEP : high.amount + BID_STEP;
}

/** Whether the seat may bid (or pass) now at all; the amount aside. */
export function turnRefusal(turn: Seat | null, seat: Seat): BidRefusal | null {
  return turn === seat ? null : { code: "not-your-turn", message: "It's not your turn to bid." };
}

/** Why this bid can't be made, in a sentence to the bidder; null when it can. */
export function bidRefusal(facts: BidFacts, amount: number): BidRefusal | null {
  const turn = turnRefusal(facts.turn, facts.bidder);
  if (turn) return turn;
  const least = minimumBid(facts.high);
  if (least > facts.money) {
    return {
      code: "cannot-afford",
      message: `You have ${dollars(facts.money)} and the smallest bid is ${dollars(least)}: you can only pass.`,
    };
  }
  if (!Number.isFinite(amount)) {
    return { code: "invalid-action", message: `Enter a bid of ${dollars(least)} or more.` };
  }
  if (!Number.isInteger(amount)) {
    return { code: "invalid-action", message: "Bids are whole dollars." };
  }
  if (amount < least) {
    return {
      code: "bid-too-low",
      message:
        facts.high === null
          ? `The smallest bid is ${dollars(least)}.`
          : `Bids go up by at least ${dollars(BID_STEP)} over ${dollars(facts.high.amount)}: bid ${dollars(least)} or more.`,
    };
  }
  if (amount > facts.money) {
    return {
      code: "cannot-afford",
      message: `You have ${dollars(facts.money)}; a bid of ${dollars(amount)} is more than you hold.`,
    };
  }
  return null;
}
