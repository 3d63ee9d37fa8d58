import { describe, expect, it } from "vitest";
import {
  act,
  arrange,
  buyword,
  errorCode,
  lettersOf,
  money,
  newGame,
  tilePlaceProblems,
  tryAct,
} from "./test-support";

function auctionTable(input = {}) {
  const base = newGame({ players: 3, variants: { auction: true }, ...input });
  return arrange(base, {
    leader: 0,
    count: 3,
    draws: { 0: "ZAP", 1: "DOG", 2: "CAT" },
    phase: { kind: "decide", turn: 0 },
    money: { 0: 100, 1: 50, 2: 30 },
  });
}

describe("BuyWord auction variant", () => {
  it("BW-15: the owner may auction the draw instead; bids go clockwise from the owner's left and the owner bids last", () => {
    const state = auctionTable();
    const { state: a, events } = act(state, 0, { type: "auction" });
    expect(events).toContainEqual(expect.objectContaining({ type: "auctionStarted", owner: 0 }));
    expect(a.phase).toMatchObject({ kind: "auction", owner: 0, order: [1, 2, 0], index: 0 });
    expect(errorCode(tryAct(a, 2, { type: "bid", amount: 5 }))).toBe("not-your-turn");
    const b = act(a, 1, { type: "bid", amount: 10 }).state;
    expect(errorCode(tryAct(b, 2, { type: "bid", amount: 10 }))).toBe("bid-too-low");
    expect(errorCode(tryAct(b, 2, { type: "bid", amount: 31 }))).toBe("cannot-afford");
    const c = act(b, 2, { type: "bid", amount: 25 }).state;
    expect(errorCode(tryAct(c, 0, { type: "bid", amount: 25 }))).toBe("bid-too-low");
    const d = act(c, 0, { type: "bid", amount: 26 });
    expect(d.events).toContainEqual(
      expect.objectContaining({ type: "auctionWon", owner: 0, seat: 0, amount: 26 }),
    );
    expect(money(d.state)).toEqual([74, 50, 30]);
    expect(lettersOf(d.state.players[0]?.hand ?? [])).toBe("ZAP");
    expect(d.state.phase).toEqual({ kind: "decide", turn: 1 });
  });

  it("BW-16: the best bid pays the bank and takes the draw; with no bid the draw is discarded", () => {
    const state = act(auctionTable(), 0, { type: "auction" }).state;
    const won = act(act(act(state, 1, { type: "bid", amount: 7 }).state, 2, { type: "pass" }).state, 0, {
      type: "pass",
    });
    expect(money(won.state)).toEqual([100, 43, 30]);
    expect(lettersOf(won.state.players[1]?.hand ?? [])).toBe("ZAP");
    expect(tilePlaceProblems(won.state)).toEqual([]);
    const none = act(act(act(state, 1, { type: "pass" }).state, 2, { type: "pass" }).state, 0, {
      type: "pass",
    });
    expect(none.events).toContainEqual(expect.objectContaining({ type: "auctionUnsold", owner: 0 }));
    expect(lettersOf(none.state.discarded)).toContain("ZAP");
    expect(money(none.state)).toEqual([100, 50, 30]);
  });

  it("BW-15, BW-30: the draw is private until auctioned; then every seat sees it, and what was won", () => {
    const state = auctionTable();
    const zap = state.draws[0];
    // Before the auction only the owner sees the draw.
    expect(buyword.view(state, 1).players[0]?.draw?.tiles).toBeNull();
    const started = act(state, 0, { type: "auction" });
    const bid = act(started.state, 1, { type: "bid", amount: 7 });
    const passed = act(act(bid.state, 2, { type: "pass" }).state, 0, { type: "pass" });
    const events = [...started.events, ...bid.events, ...passed.events];
    for (const seat of [0, 1, 2, null]) {
      const seen = buyword.eventsFor(events, seat);
      const start = seen.find((e) => e.type === "auctionStarted");
      const won = seen.find((e) => e.type === "auctionWon");
      expect(start?.type === "auctionStarted" && start.tiles.map((t) => t.id)).toEqual(zap);
      expect(won).toMatchObject({ owner: 0, seat: 1, amount: 7 });
      expect(won?.type === "auctionWon" && won.tiles.map((t) => t.id)).toEqual(zap);
    }
  });

  it("BW-16: auctions need the variant and someone to bid against", () => {
    const off = auctionTable({ variants: { auction: false } });
    expect(errorCode(tryAct(off, 0, { type: "auction" }))).toBe("wrong-phase");
    const solo = arrange(newGame({ players: 1, variants: { auction: true } }), {
      draws: { 0: "CAT" },
      phase: { kind: "decide", turn: 0 },
      leader: 0,
    });
    expect(errorCode(tryAct(solo, 0, { type: "auction" }))).toBe("nobody-to-bid");
  });
});
