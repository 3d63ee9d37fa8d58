import { describe, expect, it } from "vitest";
import { type BidFacts, bidRefusal, dollars, minimumBid } from "./bids";
import type { BuywordState } from "./state";
import { act, arrange, buyword, newGame, tryAct } from "./test-support";

const facts = (over: Partial<BidFacts> = {}): BidFacts => ({
  turn: 1,
  high: null,
  bidder: 1,
  money: 12,
  ...over,
});

describe("BuyWord bid rules (bids.ts)", () => {
  it("the smallest bid is $1, then $1 over the best bid so far (BW-15)", () => {
    expect(minimumBid(null)).toBe(1);
    expect(minimumBid({ seat: 0, amount: 7 })).toBe(8);
  });

  it("accepts a bid from the smallest up to all the bidder's money", () => {
    expect(bidRefusal(facts(), 1)).toBeNull();
    expect(bidRefusal(facts(), 12)).toBeNull();
    expect(bidRefusal(facts({ high: { seat: 0, amount: 7 } }), 8)).toBeNull();
  });

  it("says why a bid can't be made, in dollars", () => {
    expect(bidRefusal(facts(), 15)).toEqual({
      code: "cannot-afford",
      message: "You have $12; a bid of $15 is more than you hold.",
    });
    expect(bidRefusal(facts({ high: { seat: 0, amount: 7 } }), 7)).toEqual({
      code: "bid-too-low",
      message: "Bids go up by at least $1 over $7: bid $8 or more.",
    });
    expect(bidRefusal(facts(), 0)).toEqual({ code: "bid-too-low", message: "The smallest bid is $1." });
    expect(bidRefusal(facts(), 2.5)).toEqual({ code: "invalid-action", message: "Bids are whole dollars." });
    expect(bidRefusal(facts({ high: { seat: 0, amount: 7 } }), Number.NaN)).toEqual({
      code: "invalid-action",
      message: "Enter a bid of $8 or more.",
    });
  });

  it("tells a bidder who can't reach the smallest bid that passing is all that is left", () => {
    const poor = facts({ money: 7, high: { seat: 0, amount: 7 } });
    const expected = {
      code: "cannot-afford",
      message: "You have $7 and the smallest bid is $8: you can only pass.",
    };
    expect(bidRefusal(poor, 8)).toEqual(expected);
    expect(bidRefusal(poor, 3)).toEqual(expected);
  });

  it("lets only the seat whose turn it is bid", () => {
    expect(bidRefusal(facts({ turn: 2 }), 5)?.code).toBe("not-your-turn");
    expect(bidRefusal(facts({ turn: null }), 5)?.code).toBe("not-your-turn");
  });

  it("writes thousands the way the table does", () => {
    expect(dollars(7)).toBe("$7");
    expect(dollars(1000)).toBe("$1,000");
    expect(dollars(1234567)).toBe("$1,234,567");
  });
});

// The table reads these facts from the view it is sent; the engine from its state. For each
// position and amount, the engine's refusal must be exactly the one the view's facts predict.
function auctionAt(money: Record<number, number>): BuywordState {
  const base = newGame({ players: 3, variants: { auction: true } });
  const decide = arrange(base, {
    leader: 0,
    count: 3,
    draws: { 0: "ZAP", 1: "DOG", 2: "CAT" },
    phase: { kind: "decide", turn: 0 },
    money,
  });
  return act(decide, 0, { type: "auction" }).state;
}

function factsFromView(state: BuywordState, seat: number): BidFacts {
  const view = buyword.view(state, seat);
  if (view.phase.kind !== "auction") throw new Error("no auction");
  return {
    turn: view.phase.turn,
    high: view.phase.high,
    bidder: seat,
    money: view.players[seat]?.money ?? 0,
  };
}

describe("the engine refuses bids exactly as bids.ts says", () => {
  const opened = auctionAt({ 0: 100, 1: 50, 2: 30 });
  const afterBid = act(opened, 1, { type: "bid", amount: 28 }).state;
  const positions = [opened, afterBid, auctionAt({ 0: 100, 1: 0, 2: 30 })];
  const amounts = [1, 2, 27, 28, 29, 30, 31, 50, 51, 1000];
  it("in every position, for every seat and amount", () => {
    const codes = new Set<string>();
    let allowed = 0;
    for (const state of positions) {
      for (const seat of [0, 1, 2]) {
        for (const amount of amounts) {
          const predicted = bidRefusal(factsFromView(state, seat), amount);
          const result = tryAct(state, seat, { type: "bid", amount });
          if (predicted) codes.add(predicted.code);
          else allowed++;
          expect(result.ok ? null : { code: result.error.code, message: result.error.message }).toEqual(
            predicted,
          );
        }
      }
    }
    // Some bids go through and each refusal an integer bid can meet occurs: the agreement is not vacuous.
    expect(allowed).toBeGreaterThan(0);
    expect([...codes].sort()).toEqual(["bid-too-low", "cannot-afford", "not-your-turn"]);
  });

  it("a pass out of turn is refused with the same sentence as a bid", () => {
    const result = tryAct(opened, 2, { type: "pass" });
    expect(result.ok ? null : result.error.message).toBe(bidRefusal(factsFromView(opened, 2), 5)?.message);
  });
});
