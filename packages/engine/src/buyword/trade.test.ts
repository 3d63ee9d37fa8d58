import { describe, expect, it } from "vitest";
import {
  act,
  buyword,
  errorCode,
  lettersOf,
  money,
  newGame,
  tilePlaceProblems,
  tryAct,
} from "./test-support";

function tradeTable(players = 3) {
  let state = newGame({ players, variants: { trade: true } }, "trade");
  if (state.phase.kind === "choose") state = act(state, 0, { type: "choose", count: 3 }).state;
  return state;
}

describe("BuyWord trade variant", () => {
  it("BW-17: after everyone has drawn, the draws are shown and players swap whole draws", () => {
    const state = tradeTable();
    expect(state.phase.kind).toBe("trade");
    expect(state.drawsOpen).toBe(true);
    const d0 = state.draws[0];
    const d2 = state.draws[2];
    const offered = act(state, 0, { type: "offerTrade", to: 2, money: 0 }).state;
    expect(errorCode(tryAct(offered, 1, { type: "acceptTrade", from: 0 }))).toBe("no-such-offer");
    const { state: swapped, events } = act(offered, 2, { type: "acceptTrade", from: 0 });
    expect(events).toContainEqual({ type: "traded", from: 0, to: 2, money: 0, fromTiles: d0, toTiles: d2 });
    // The draws were on the table already, so every seat and spectator may see what was swapped.
    for (const seat of [0, 1, 2, null]) {
      const seen = buyword.eventsFor(events, seat).find((e) => e.type === "traded");
      expect(seen && "fromTiles" in seen && seen.fromTiles.map((t) => t.id)).toEqual(d0);
    }
    expect(swapped.draws[0]).toEqual(d2);
    expect(swapped.draws[2]).toEqual(d0);
    expect(tilePlaceProblems(swapped)).toEqual([]);
  });

  it("BW-17: offers can be declined or withdrawn; a swap voids other offers of both players; done by all ends trading", () => {
    const state = tradeTable();
    let s = act(state, 0, { type: "offerTrade", to: 1, money: 0 }).state;
    s = act(s, 2, { type: "offerTrade", to: 1, money: 0 }).state;
    s = act(s, 1, { type: "declineTrade", from: 2 }).state;
    expect(s.phase.kind === "trade" && s.phase.offers).toEqual([{ from: 0, to: 1, money: 0 }]);
    s = act(s, 0, { type: "withdrawTrade", to: 1 }).state;
    expect(s.phase.kind === "trade" && s.phase.offers).toEqual([]);
    s = act(s, 0, { type: "offerTrade", to: 1, money: 0 }).state;
    s = act(s, 0, { type: "offerTrade", to: 2, money: 0 }).state;
    s = act(s, 2, { type: "acceptTrade", from: 0 }).state;
    expect(s.phase.kind === "trade" && s.phase.offers).toEqual([]);
    s = act(s, 0, { type: "doneTrading" }).state;
    s = act(s, 1, { type: "doneTrading" }).state;
    const { state: end, events } = act(s, 2, { type: "doneTrading" });
    expect(events.at(-1)).toEqual({ type: "tradingEnded" });
    expect(end.phase).toEqual({ kind: "decide", turn: end.leader });
  });

  it("BW-17, BW-30: offers, declines and withdrawals reach every seat, an offer with the draws it names", () => {
    const state = tradeTable();
    const d0 = state.draws[0];
    const d1 = state.draws[1];
    const offered = act(state, 0, { type: "offerTrade", to: 1, money: -4 });
    expect(offered.events).toEqual([
      { type: "tradeOffered", from: 0, to: 1, money: -4, fromTiles: d0, toTiles: d1 },
    ]);
    const declined = act(offered.state, 1, { type: "declineTrade", from: 0 });
    const again = act(declined.state, 0, { type: "offerTrade", to: 1, money: 0 });
    const withdrawn = act(again.state, 0, { type: "withdrawTrade", to: 1 });
    const events = [...offered.events, ...declined.events, ...withdrawn.events];
    // The draws lie open while trading, so the third seat and a spectator see the same as the two.
    for (const seat of [0, 1, 2, null]) {
      const seen = buyword.eventsFor(events, seat);
      const offer = seen[0];
      expect(offer?.type === "tradeOffered" && offer.fromTiles.map((t) => t.id)).toEqual(d0);
      expect(offer?.type === "tradeOffered" && offer.toTiles.map((t) => t.id)).toEqual(d1);
      expect(seen.slice(1)).toEqual([
        { type: "tradeDeclined", from: 0, to: 1 },
        { type: "tradeWithdrawn", from: 0, to: 1 },
      ]);
    }
  });

  it("BW-18: money may go either way with a swap, and the payer must be able to pay", () => {
    const state = tradeTable(2);
    expect(errorCode(tryAct(state, 0, { type: "offerTrade", to: 1, money: 201 }))).toBe("cannot-afford");
    expect(errorCode(tryAct(state, 0, { type: "offerTrade", to: 1, money: -201 }))).toBe("cannot-afford");
    expect(errorCode(tryAct(state, 0, { type: "offerTrade", to: 0, money: 0 }))).toBe("bad-trade");
    const paid = act(act(state, 0, { type: "offerTrade", to: 1, money: 15 }).state, 1, {
      type: "acceptTrade",
      from: 0,
    });
    expect(money(paid.state)).toEqual([185, 215]);
    const asked = act(act(state, 0, { type: "offerTrade", to: 1, money: -20 }).state, 1, {
      type: "acceptTrade",
      from: 0,
    });
    expect(money(asked.state)).toEqual([220, 180]);
    // Money that was there at the offer but is gone at acceptance stops the trade.
    const offered = act(state, 0, { type: "offerTrade", to: 1, money: 50 }).state;
    const poorer = {
      ...offered,
      players: offered.players.map((p, s) => (s === 0 ? { ...p, money: 10 } : p)),
    };
    expect(errorCode(tryAct(poorer, 1, { type: "acceptTrade", from: 0 }))).toBe("cannot-afford");
  });

  it("BW-17: solo games skip trading", () => {
    let state = newGame({ players: 1, variants: { trade: true } }, "solo-trade");
    if (state.phase.kind === "choose") state = act(state, 0, { type: "choose", count: 2 }).state;
    expect(state.phase.kind).toBe("decide");
    expect(lettersOf(state.draws[0] ?? []).length).toBe(state.count);
  });
});
