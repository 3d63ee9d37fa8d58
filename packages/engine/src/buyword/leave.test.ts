import { describe, expect, it } from "vitest";
import { buywordEventsFor } from "./events-for";
import { computeResult } from "./result";
import type { PlayerState } from "./state";
import {
  act,
  arrange,
  errorCode,
  lettersOf,
  money,
  newGame,
  T0,
  tilePlaceProblems,
  tilesIn,
  tryAct,
} from "./test-support";
import { buywordDeadlines } from "./timing";
import { buywordView } from "./view";

/** Three players in the buying phase: seat 0 leads and decides first. */
function buyingTable(input = {}) {
  return arrange(newGame({ players: 3, ...input }, "leave"), {
    leader: 0,
    count: 3,
    draws: { 0: "CAT", 1: "DOG", 2: "HEN" },
    hands: { 0: "*", 1: "*AB", 2: "*" },
    phase: { kind: "decide", turn: 0 },
    money: { 0: 200, 1: 150, 2: 320 },
  });
}

describe("BuyWord: a player who leaves", () => {
  it("BW-33: keeps their money, is shown as left to everyone, and takes no further part", () => {
    const state = buyingTable();
    const { state: s, events } = act(state, 2, { type: "leave" });
    expect(events).toEqual([
      { type: "playerLeft", seat: 2 },
      { type: "drawDiscarded", seat: 2, tiles: state.draws[2] },
    ]);
    expect(money(s)).toEqual([200, 150, 320]);
    expect(s.players[2]?.left).toBe(true);
    expect(s.phase).toEqual({ kind: "decide", turn: 0 });
    expect(tilePlaceProblems(s)).toEqual([]);
    for (const seat of [null, 0, 1, 2]) {
      expect(buywordView(s, seat).players.map((p) => p.left)).toEqual([false, false, true]);
      expect(buywordEventsFor(events, seat)[0]).toEqual({ type: "playerLeft", seat: 2 });
    }
    expect(errorCode(tryAct(s, 2, { type: "leave" }))).toBe("player-left");
    expect(errorCode(tryAct(s, 2, { type: "offerTrade", to: 0, money: 0 }))).toBe("player-left");
    // Leaving is not a turn: anyone may leave whoever's decision it is, and it bumps the step.
    expect(s.step).toBe(state.step + 1);
    expect(errorCode(tryAct(state, null, { type: "leave" }))).toBe("not-your-turn");

    // Buying and selling pass over seat 2; the next round deals only two draws.
    let r = act(s, 0, { type: "buy" }).state;
    r = act(r, 1, { type: "discard" }).state;
    expect(r.phase).toEqual({ kind: "sell", turn: 0, pending: null });
    r = act(r, 0, { type: "endTurn" }).state;
    const next = act(r, 1, { type: "endTurn" });
    expect(next.state.round).toBe(state.round + 1);
    expect(next.state.leader).toBe(1);
    expect(next.events.filter((e) => e.type === "turnEnded" && e.seat === 2)).toEqual([]);
    let n = next.state;
    if (n.phase.kind === "choose") n = act(n, 1, { type: "choose", count: 4 }).state;
    expect(n.draws.map((d) => d?.length ?? null)).toEqual([n.count, n.count, null]);
    expect(n.phase).toEqual({ kind: "decide", turn: 1 });
    expect(money(n)[2]).toBe(320);
  });

  it("BW-33: the leader role passes over a seat that has left", () => {
    const base = newGame({ players: 4 }, "leave-leader");
    // Round 3 ends with seat 3's selling turn; seats 0 and 3 have left (seat 3 just now).
    let s = arrange(base, {
      round: 3,
      leader: 2,
      left: [0],
      hands: { 3: "AB" },
      phase: { kind: "sell", turn: 3, pending: null },
    });
    s = act(s, 3, { type: "leave" }).state;
    expect(s.round).toBe(4);
    expect(s.leader).toBe(1);
    // With seat 1 leading, seat 2 is the only other: the round after goes to 2, then 1 again.
    const leaders = [s.leader];
    for (let guard = 0; guard < 40 && leaders.length < 3; guard++) {
      const phase = s.phase;
      const before = s.round;
      if (phase.kind === "choose") s = act(s, s.leader, { type: "choose", count: 2 }).state;
      else if (phase.kind === "decide") s = act(s, phase.turn, { type: "discard" }).state;
      else if (phase.kind === "sell") s = act(s, phase.turn, { type: "endTurn" }).state;
      if (s.round !== before) leaders.push(s.leader);
    }
    expect(leaders).toEqual([1, 2, 1]);
  });

  it("BW-33: a leader who leaves before choosing the draw size gets BW-14's default, a draw of 2", () => {
    const s = arrange(newGame({ players: 3 }, "leave-choose"), {
      leader: 1,
      round: 2,
      phase: { kind: "choose" },
    });
    const { state: left, events } = act(s, 1, { type: "leave" });
    expect(left.count).toBe(2);
    expect(events.filter((e) => e.type === "drew").map((e) => e.type === "drew" && e.seat)).toEqual([2, 0]);
    // The leader stays the round's reference: buying starts on their left.
    expect(left.phase).toEqual({ kind: "decide", turn: 2 });
    expect(left.bagNext).toBe(4);
  });

  it("BW-33: the seat deciding on its draw, or selling, hands the turn on; no discard down to the limit", () => {
    const decided = act(buyingTable(), 0, { type: "leave" });
    expect(decided.events.map((e) => e.type)).toEqual(["playerLeft", "drawDiscarded"]);
    expect(decided.state.phase).toEqual({ kind: "decide", turn: 1 });
    expect(lettersOf(decided.state.discarded)).toContain("CAT");

    const selling = arrange(newGame({ players: 3 }, "leave-sell"), {
      leader: 0,
      hands: { 0: "ABCDEFGHIJ", 1: "ST" },
      phase: { kind: "sell", turn: 0, pending: null },
    });
    const { state: s } = act(selling, 0, { type: "leave" });
    expect(s.phase).toEqual({ kind: "sell", turn: 1, pending: null });
    expect(s.players[0]?.hand).toHaveLength(10);
    expect(tilePlaceProblems(s)).toEqual([]);
  });

  it("BW-33: in a draft the leaver's remaining picks go out of the game, so the others still get full draws", () => {
    let s = newGame({ players: 3, variants: { draft: true } }, "draft");
    if (s.phase.kind === "choose") s = act(s, 0, { type: "choose", count: 3 }).state;
    if (s.phase.kind !== "draft") throw new Error("expected a draft");
    const count = s.count as number;
    s = act(s, 0, { type: "draftPick", tile: s.phase.pool[0] as number }).state;
    const pool = s.phase.kind === "draft" ? s.phase.pool : [];
    const { state: left, events } = act(s, 1, { type: "leave" });
    expect(events[1]).toEqual({ type: "drawDiscarded", seat: 1, tiles: pool.slice(0, count) });
    expect(left.phase).toMatchObject({ kind: "draft", turn: 2, pool: pool.slice(count) });
    let d = left;
    while (d.phase.kind === "draft") {
      d = act(d, d.phase.turn, { type: "draftPick", tile: d.phase.pool[0] as number }).state;
      expect(tilePlaceProblems(d)).toEqual([]);
    }
    expect(d.draws.map((x) => x?.length ?? null)).toEqual([count, null, count]);
    expect(d.phase).toEqual({ kind: "decide", turn: 0 });
  });

  it("BW-33: in a trade the leaver's offers lapse and, once everyone else is done, buying starts", () => {
    let s = newGame({ players: 3, variants: { trade: true } }, "trade");
    if (s.phase.kind === "choose") s = act(s, 0, { type: "choose", count: 3 }).state;
    s = act(s, 0, { type: "offerTrade", to: 2, money: 0 }).state;
    s = act(s, 1, { type: "offerTrade", to: 0, money: 0 }).state;
    s = act(s, 0, { type: "doneTrading" }).state;
    s = act(s, 1, { type: "doneTrading" }).state;
    const { state: left, events } = act(s, 2, { type: "leave" });
    expect(events.map((e) => e.type)).toEqual(["playerLeft", "drawDiscarded", "tradingEnded"]);
    expect(left.phase).toEqual({ kind: "decide", turn: 0 });
    expect(left.draws[2]).toBeNull();
    const open = act(s, 1, { type: "leave" }).state;
    expect(open.phase.kind === "trade" && open.phase.offers).toEqual([{ from: 0, to: 2, money: 0 }]);
    expect(errorCode(tryAct(open, 0, { type: "offerTrade", to: 1, money: 0 }))).toBe("player-left");
  });

  it("BW-33: an auction goes on without the leaver; a best bid of theirs is void and bidding starts again", () => {
    const table = arrange(newGame({ players: 4, variants: { auction: true } }, "leave-auction"), {
      leader: 0,
      count: 3,
      draws: { 0: "ZAP", 1: "DOG", 2: "CAT", 3: "HEN" },
      phase: { kind: "decide", turn: 0 },
      money: { 0: 100, 1: 50, 2: 30, 3: 80 },
    });
    const auction = act(table, 0, { type: "auction" }).state;
    // The bidder whose turn it is: a pass.
    const passed = act(auction, 1, { type: "leave" }).state;
    expect(passed.phase).toMatchObject({ kind: "auction", order: [1, 2, 3, 0], index: 1 });
    // A later bidder: taken out of the order.
    const later = act(auction, 3, { type: "leave" }).state;
    expect(later.phase).toMatchObject({ kind: "auction", order: [1, 2, 0], index: 0 });
    // The best bidder: the auction starts over among the others.
    const bid = act(auction, 1, { type: "bid", amount: 20 }).state;
    const { state: again, events } = act(bid, 1, { type: "leave" });
    expect(events.map((e) => e.type)).toEqual(["playerLeft", "drawDiscarded", "auctionStarted"]);
    expect(again.phase).toMatchObject({ kind: "auction", owner: 0, order: [2, 3, 0], index: 0, high: null });
    expect(money(again)).toEqual([100, 50, 30, 80]);
    // The owner who leaves still sells to the best bid; the others then buy as usual.
    let o = act(auction, 1, { type: "bid", amount: 9 }).state;
    o = act(o, 2, { type: "pass" }).state;
    o = act(o, 3, { type: "pass" }).state;
    const sold = act(o, 0, { type: "leave" });
    expect(sold.events).toContainEqual(expect.objectContaining({ type: "auctionWon", seat: 1, amount: 9 }));
    expect(money(sold.state)).toEqual([100, 41, 30, 80]);
    expect(sold.state.phase).toEqual({ kind: "decide", turn: 1 });
    expect(tilePlaceProblems(sold.state)).toEqual([]);
  });

  it("BW-33: only the players still in the game vote on a theme, so a leaver can settle a vote", () => {
    const base = arrange(newGame({ players: 3, variants: { themes: ["animals"] } }, "leave-theme"), {
      hands: { 0: "CATDOG", 1: "AB" },
      leader: 0,
      theme: "animals",
      phase: { kind: "sell", turn: 0, pending: null },
    });
    const pending = act(base, 0, { type: "sell", tiles: tilesIn(base, 0, "CAT") }).state;
    const one = act(pending, 1, { type: "vote", fits: false }).state;
    // One "no" of two voters is a tie; once seat 2 has left, it is one of one.
    const { state: settled, events } = act(one, 2, { type: "leave" });
    expect(events.at(-1)).toMatchObject({ type: "saleRejected", seat: 0, yes: 0, no: 1 });
    expect(settled.phase).toEqual({ kind: "sell", turn: 0, pending: null, refused: ["CAT"] });
    // A seller who leaves withdraws the sale: nothing is paid, the tiles stay in their hand.
    const gone = act(pending, 0, { type: "leave" }).state;
    expect(money(gone)[0]).toBe(200);
    expect(gone.players[0]?.sales).toEqual([]);
    expect(gone.phase).toEqual({ kind: "sell", turn: 1, pending: null });
  });

  it("BW-33: with time limits on, the clock runs for the seat now deciding", () => {
    const state = buyingTable({ timeLimits: { decide: 20_000 } });
    const { state: s } = act(state, 0, { type: "leave" }, T0 + 5_000);
    expect(buywordDeadlines(s)).toEqual([
      { kind: "decide", at: T0 + 25_000, action: { type: "timeout", step: s.step } },
    ]);
    const { events } = act(s, null, { type: "timeout", step: s.step }, T0 + 25_000);
    expect(events[0]).toEqual({ type: "timedOut", kind: "decide", seat: 1 });
  });

  it("BW-33: when one player is left the game ends at once, and they win", () => {
    const state = buyingTable();
    const s = act(state, 1, { type: "leave" }).state;
    const { state: over, events } = act(s, 0, { type: "leave" });
    expect(over.phase).toEqual({ kind: "over" });
    expect(over.draws).toEqual([null, null, null]);
    expect(tilePlaceProblems(over)).toEqual([]);
    const result = events.at(-1);
    expect(result?.type === "gameOver" && result.result.winners).toEqual([2]);
    expect(
      result?.type === "gameOver" && result.result.standings.map((x) => [x.seat, x.rank, x.left]),
    ).toEqual([
      [2, 1, false],
      [0, 2, true],
      [1, 3, true],
    ]);
    expect(errorCode(tryAct(over, 2, { type: "buy" }))).toBe("game-over");
  });

  it("BW-33: a solo player who leaves ends the game; the band judges the money they kept, nobody wins", () => {
    let s = newGame({ players: 1 }, "solo-leave");
    if (s.phase.kind === "choose") s = act(s, 0, { type: "choose", count: 3 }).state;
    const { state: over, events } = act(s, 0, { type: "leave" });
    expect(over.phase).toEqual({ kind: "over" });
    expect(tilePlaceProblems(over)).toEqual([]);
    const end = events.at(-1);
    expect(end?.type === "gameOver" && end.result).toEqual({
      standings: [{ seat: 0, money: 200, bestWord: 0, rank: 1, left: true }],
      winners: [],
      band: "under",
    });
  });

  it("BW-33: players who left rank below everyone who stayed, by money among themselves", () => {
    const p = (money: number, left: boolean): PlayerState => ({ money, hand: [], sales: [], left });
    const result = computeResult([p(900, true), p(300, false), p(400, false), p(500, true), p(500, true)]);
    expect(result.winners).toEqual([2]);
    expect(result.standings.map((s) => [s.seat, s.rank, s.left])).toEqual([
      [2, 1, false],
      [1, 2, false],
      [0, 3, true],
      [3, 4, true],
      [4, 4, true],
    ]);
  });
});
