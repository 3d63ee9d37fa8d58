import { describe, expect, it } from "vitest";
import { act, arrange, errorCode, lettersOf, newGame, T0, tilesIn, tryAct } from "./test-support";
import { buywordDeadlines } from "./timing";

const limits = {
  choose: 5_000,
  draft: 6_000,
  trade: 60_000,
  decide: 20_000,
  bid: 10_000,
  sell: 90_000,
  vote: 15_000,
};

function timeout(state: Parameters<typeof buywordDeadlines>[0], now: number) {
  const [deadline] = buywordDeadlines(state);
  if (!deadline) throw new Error("no deadline");
  return act(state, null, deadline.action, now);
}

describe("BuyWord time limits", () => {
  it("BW-14: off by default: no deadlines", () => {
    expect(buywordDeadlines(newGame({ players: 2 }))).toEqual([]);
  });

  it("BW-14: a deadline counts from the start of the decision, and only the server applies it, once", () => {
    const base = newGame({ players: 2, timeLimits: limits });
    const state = arrange(base, {
      leader: 0,
      draws: { 0: "CAT", 1: "DOG" },
      phase: { kind: "decide", turn: 0 },
    });
    const [deadline] = buywordDeadlines(state);
    expect(deadline).toEqual({
      kind: "decide",
      at: T0 + 20_000,
      action: { type: "timeout", step: state.step },
    });
    expect(errorCode(tryAct(state, 0, { type: "timeout", step: state.step }))).toBe("server-only");
    const { state: next, events } = act(state, null, { type: "timeout", step: state.step }, T0 + 20_000);
    expect(events[0]).toEqual({ type: "timedOut", kind: "decide", seat: 0 });
    expect(events[1]).toMatchObject({ type: "drawDiscarded", seat: 0 });
    // The next decision has its own clock; the old timeout is stale.
    expect(buywordDeadlines(next)[0]?.at).toBe(T0 + 20_000 + 20_000);
    expect(errorCode(tryAct(next, null, { type: "timeout", step: state.step }))).toBe("stale-timeout");
  });

  it("BW-14: the defaults: choose 2, first tile of the pool, close trading, pass a bid", () => {
    const choose = arrange(newGame({ players: 2, timeLimits: limits }), {
      leader: 0,
      phase: { kind: "choose" },
    });
    expect(timeout(choose, T0).state.count).toBe(2);
    let draft = newGame({ players: 2, variants: { draft: true }, timeLimits: limits }, "t-draft");
    if (draft.phase.kind === "choose") draft = act(draft, 0, { type: "choose", count: 3 }).state;
    if (draft.phase.kind !== "draft") throw new Error("expected a draft");
    const first = draft.phase.pool[0];
    expect(timeout(draft, T0).state.draws[0]).toEqual([first]);
    let trade = newGame({ players: 3, variants: { trade: true }, timeLimits: limits }, "t-trade");
    if (trade.phase.kind === "choose") trade = act(trade, 0, { type: "choose", count: 3 }).state;
    trade = act(trade, 1, { type: "offerTrade", to: 2, money: 0 }).state;
    expect(timeout(trade, T0).state.phase).toEqual({ kind: "decide", turn: 0 });
    const auction = arrange(newGame({ players: 2, variants: { auction: true }, timeLimits: limits }), {
      leader: 0,
      draws: { 0: "CAT", 1: "DOG" },
      phase: { kind: "decide", turn: 0 },
    });
    const bidding = act(auction, 0, { type: "auction" }).state;
    expect(buywordDeadlines(bidding)[0]?.kind).toBe("bid");
    expect(timeout(bidding, T0).events).toContainEqual({ type: "passed", seat: 1 });
  });

  it("BW-14: a selling turn that runs out ends with the most recently acquired letters discarded", () => {
    const base = newGame({ players: 2, timeLimits: limits });
    const state = arrange(base, {
      hands: { 0: "ABCDEFGHIJ*" },
      leader: 0,
      phase: { kind: "sell", turn: 0, pending: null },
    });
    const { state: next } = timeout(state, T0 + 90_000);
    expect(lettersOf(next.players[0]?.hand ?? [])).toBe("ABCDEFGH*");
  });

  it("BW-14: a theme vote that runs out counts missing votes as fits", () => {
    const base = newGame({ players: 3, variants: { themes: ["animals"] }, timeLimits: limits });
    const state = arrange(base, {
      hands: { 0: "DOG" },
      leader: 0,
      theme: "animals",
      phase: { kind: "sell", turn: 0, pending: null },
    });
    const pending = act(state, 0, { type: "sell", tiles: tilesIn(state, 0, "DOG") }).state;
    expect(buywordDeadlines(pending)[0]?.kind).toBe("vote");
    const voted = act(pending, 1, { type: "vote", fits: false }).state;
    const { events } = timeout(voted, T0 + 15_000);
    expect(events.at(-1)).toMatchObject({ type: "sold", yes: 1, no: 1 });
  });
});
