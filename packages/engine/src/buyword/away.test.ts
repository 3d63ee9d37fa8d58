import { describe, expect, it } from "vitest";
import { awaitedSeats } from "./away";
import { buywordEventsFor } from "./events-for";
import type { BuywordState } from "./state";
import {
  act,
  arrange,
  buyword,
  errorCode,
  money,
  newGame,
  T0,
  tilePlaceProblems,
  tryAct,
} from "./test-support";
import { buywordDeadlines } from "./timing";
import { buywordView } from "./view";

const SEEN = T0 - 40_000;

/** Two players buying: seat 0 leads and decides first, both hold a draw. */
function buying(input = {}) {
  return arrange(newGame({ players: 2, ...input }, "away"), {
    leader: 0,
    count: 3,
    draws: { 0: "CAT", 1: "DOG" },
    phase: { kind: "decide", turn: 0 },
  });
}

const away = (state: BuywordState, seat: number, now = T0) =>
  act(state, null, { type: "away", seat, since: SEEN }, now).state;

/** Applies every due deadline (as the server's scheduler does), earliest first. */
function runDeadlines(state: BuywordState): { state: BuywordState; applied: number } {
  let current = state;
  let applied = 0;
  for (let next = buywordDeadlines(current)[0]; next; next = buywordDeadlines(current)[0]) {
    current = act(current, null, next.action, next.at).state;
    applied++;
    if (applied > 10_000) throw new Error("deadlines never settle");
  }
  return { state: current, applied };
}

describe("BuyWord: a seat marked away", () => {
  it("BW-34: the server marks a seat away with when it was last seen; everyone sees it; back clears it", () => {
    const state = buying();
    const { state: s, events } = act(state, null, { type: "away", seat: 1, since: SEEN }, T0 + 5_000);
    expect(events).toEqual([{ type: "seatAway", seat: 1, since: SEEN }]);
    expect(s.players[1]?.away).toEqual({ since: SEEN, at: T0 + 5_000, standIn: null });
    for (const seat of [null, 0, 1]) {
      const players = buywordView(s, seat).players;
      expect(players[1]?.away).toEqual({ since: SEEN, standIn: false });
      expect(players[0]).not.toHaveProperty("away");
      expect(buywordEventsFor(events, seat)).toEqual([{ type: "seatAway", seat: 1, since: SEEN }]);
    }
    // A mark is not a decision: the clock of the decision at hand does not restart.
    expect(s.decisionAt).toBe(state.decisionAt);
    expect(s.step).toBe(state.step + 1);
    const back = act(s, null, { type: "back", seat: 1 }, T0 + 9_000);
    expect(back.events).toEqual([{ type: "seatBack", seat: 1, standIn: false }]);
    expect(back.state.players[1]).not.toHaveProperty("away");
    expect(buywordView(back.state, 0).players[1]).not.toHaveProperty("away");
  });

  it("BW-34: only the server marks, and only what makes sense: refusals with a code", () => {
    const state = buying({ players: 3 });
    const s = away(state, 1);
    expect(errorCode(tryAct(state, 0, { type: "away", seat: 1, since: SEEN }))).toBe("server-only");
    expect(errorCode(tryAct(s, 0, { type: "back", seat: 1 }))).toBe("server-only");
    expect(errorCode(tryAct(s, 2, { type: "standIn", seat: 1 }))).toBe("server-only");
    expect(errorCode(tryAct(s, null, { type: "away", seat: 1, since: SEEN }))).toBe("already-away");
    expect(errorCode(tryAct(state, null, { type: "away", seat: 1, since: T0 + 1 }, T0))).toBe(
      "invalid-action",
    );
    expect(errorCode(tryAct(state, null, { type: "back", seat: 1 }))).toBe("not-away");
    expect(errorCode(tryAct(state, null, { type: "standIn", seat: 1 }))).toBe("not-away");
    expect(errorCode(tryAct(state, null, { type: "away", seat: 3, since: SEEN }))).toBe("not-your-turn");
    const left = act(state, 2, { type: "leave" }).state;
    expect(errorCode(tryAct(left, null, { type: "away", seat: 2, since: SEEN }))).toBe("player-left");
    // A player who is back and leaves at once keeps no mark.
    const leaves = act(s, 1, { type: "leave" }).state;
    expect(leaves.players[1]?.left).toBe(true);
    expect(leaves.players[1]).not.toHaveProperty("away");
  });

  it("BW-34: a stand-in plays only an away seat, is shown to everyone, and ends when the player is back", () => {
    const s = away(buying(), 0);
    const { state: standing, events } = act(s, null, { type: "standIn", seat: 0 }, T0 + 1_000);
    expect(events).toEqual([{ type: "standInStarted", seat: 0 }]);
    expect(standing.players[0]?.away?.standIn).toBe(T0 + 1_000);
    expect(buywordView(standing, 1).players[0]?.away).toEqual({ since: SEEN, standIn: true });
    expect(errorCode(tryAct(standing, null, { type: "standIn", seat: 0 }))).toBe("stand-in-playing");
    // The stand-in acts as the seat does (it sends the seat's own actions).
    const bought = act(standing, 0, { type: "buy" }).state;
    expect(bought.phase).toEqual({ kind: "decide", turn: 1 });
    const back = act(bought, null, { type: "back", seat: 0 });
    expect(back.events).toEqual([{ type: "seatBack", seat: 0, standIn: true }]);
    expect(back.state.players[0]).not.toHaveProperty("away");
  });

  it("BW-34: the game waits on the leader, the seat whose turn it is, traders not done and voters yet to vote", () => {
    const table = newGame({ players: 3 }, "waits");
    expect(awaitedSeats(arrange(table, { leader: 1, phase: { kind: "choose" } }))).toEqual([1]);
    expect(awaitedSeats(arrange(table, { phase: { kind: "decide", turn: 2 } }))).toEqual([2]);
    expect(
      awaitedSeats(arrange(table, { phase: { kind: "trade", offers: [], done: [true, false, false] } })),
    ).toEqual([1, 2]);
    const sale = { round: 0, tiles: [], wildAs: null, words: [], total: 0, placement: null };
    const voting = arrange(table, {
      phase: { kind: "sell", turn: 0, pending: { ...sale, seat: 0, votes: [null, true, null] } },
    });
    expect(awaitedSeats(voting)).toEqual([2]);
    expect(buyword.seats(voting).map((s) => s.awaited)).toEqual([false, false, true]);
    const left = arrange(table, { left: [2], phase: { kind: "decide", turn: 2 } });
    expect(awaitedSeats(left)).toEqual([]);
  });
});

describe("BuyWord: default decisions for an away seat", () => {
  it("BW-35: with no time limit, the away seat's decision is made by its default at the last action, once", () => {
    const state = arrange(buying(), { draws: { 0: "CAT", 1: "DOG" }, phase: { kind: "decide", turn: 1 } });
    expect(buywordDeadlines(state)).toEqual([]);
    const s = away(state, 1, T0 + 30_000);
    const [deadline] = buywordDeadlines(s);
    expect(deadline).toEqual({
      kind: "away",
      at: T0 + 30_000,
      action: { type: "awayDefault", seat: 1, step: s.step },
    });
    if (!deadline) throw new Error("a deadline");
    expect(errorCode(tryAct(s, 0, deadline.action))).toBe("server-only");
    const { state: next, events } = act(s, null, deadline.action, deadline.at);
    expect(events[0]).toEqual({ type: "awayDefault", kind: "decide", seat: 1 });
    expect(events[1]).toMatchObject({ type: "drawDiscarded", seat: 1 });
    expect(errorCode(tryAct(next, null, deadline.action, deadline.at))).toBe("stale-timeout");
    // A later decision waiting on them is due as soon as it starts, never before the action that began it.
    const later = away(buying(), 1, T0 + 30_000);
    expect(buywordDeadlines(later)).toEqual([]);
    const bought = act(later, 0, { type: "buy" }, T0 + 50_000).state;
    expect(bought.phase).toEqual({ kind: "decide", turn: 1 });
    expect(buywordDeadlines(bought)[0]?.at).toBe(T0 + 50_000);
  });

  it("BW-35: each away seat gets its own part of BW-14's defaults: done trading, a 'fits' vote, the first pick, a pass, choose 2, end the turn", () => {
    let trade = newGame({ players: 3, variants: { trade: true } }, "t-trade");
    if (trade.phase.kind === "choose") trade = act(trade, 0, { type: "choose", count: 3 }).state;
    trade = away(trade, 2);
    const traded = runDeadlines(trade).state;
    // Only seat 2 is done; the others still trade.
    expect(traded.phase).toMatchObject({ kind: "trade", done: [false, false, true] });

    const sale = { round: 0, tiles: [], wildAs: null, words: [], total: 0, placement: null };
    const voting = away(
      arrange(newGame({ players: 4 }, "vote"), {
        phase: { kind: "sell", turn: 0, pending: { ...sale, seat: 0, votes: [null, null, null, null] } },
      }),
      2,
    );
    const voted = runDeadlines(voting);
    expect(voted.applied).toBe(1);
    const phase = voted.state.phase;
    expect(phase.kind === "sell" && phase.pending?.votes).toEqual([null, null, true, null]);

    let draft = newGame({ players: 2, variants: { draft: true } }, "t-draft");
    if (draft.phase.kind === "choose") draft = act(draft, 0, { type: "choose", count: 3 }).state;
    if (draft.phase.kind !== "draft") throw new Error("expected a draft");
    const first = draft.phase.pool[0];
    const picked = runDeadlines(away(draft, 0)).state;
    expect(picked.draws[0]).toEqual([first]);
    expect(picked.phase).toMatchObject({ kind: "draft", turn: 1 });

    const bidding = act(buying({ variants: { auction: true } }), 0, { type: "auction" }).state;
    const passed = act(away(bidding, 1), null, { type: "awayDefault", seat: 1, step: bidding.step + 1 });
    expect(passed.events).toContainEqual({ type: "passed", seat: 1 });

    const choose = away(arrange(newGame({ players: 2 }), { leader: 1, phase: { kind: "choose" } }), 1);
    expect(runDeadlines(choose).state.count).toBe(2);

    const selling = away(
      arrange(newGame({ players: 2 }), {
        hands: { 1: "ABCDEFGHIJ*" },
        phase: { kind: "sell", turn: 1, pending: null },
      }),
      1,
    );
    const ended = act(selling, null, { type: "awayDefault", seat: 1, step: selling.step });
    expect(ended.events).toContainEqual(expect.objectContaining({ type: "turnEnded", seat: 1 }));
    expect(ended.state.players[1]?.hand.length).toBe(9);
    expect(tilePlaceProblems(ended.state)).toEqual([]);
  });

  it("BW-35: no default with a time limit for the decision, with a stand-in, for a seat not awaited, or with nobody else at the table", () => {
    const limited = away(
      arrange(buying({ timeLimits: { decide: 20_000 } }), { phase: { kind: "decide", turn: 1 } }),
      1,
    );
    expect(buywordDeadlines(limited).map((d) => d.action.type)).toEqual(["timeout"]);
    expect(errorCode(tryAct(limited, null, { type: "awayDefault", seat: 1, step: limited.step }))).toBe(
      "time-limit-set",
    );
    const waiting = away(
      arrange(buying(), { draws: { 0: "CAT", 1: "DOG" }, phase: { kind: "decide", turn: 1 } }),
      1,
    );
    const stood = act(waiting, null, { type: "standIn", seat: 1 }).state;
    expect(buywordDeadlines(stood)).toEqual([]);
    expect(errorCode(tryAct(stood, null, { type: "awayDefault", seat: 1, step: stood.step }))).toBe(
      "not-away",
    );
    const notTheirs = away(buying(), 1);
    expect(buywordDeadlines(notTheirs)).toEqual([]);
    expect(errorCode(tryAct(notTheirs, null, { type: "awayDefault", seat: 1, step: notTheirs.step }))).toBe(
      "not-awaited",
    );
    const everyone = away(waiting, 0);
    expect(buywordDeadlines(everyone)).toEqual([]);
    expect(errorCode(tryAct(everyone, null, { type: "awayDefault", seat: 1, step: everyone.step }))).toBe(
      "nobody-here",
    );
    // Back again: the decision waits for them as it did.
    expect(buywordDeadlines(act(waiting, null, { type: "back", seat: 1 }).state)).toEqual([]);
  });

  it("BW-35: a two-player game with no limits and one seat away plays to its end on the present player's moves and the deadlines", () => {
    for (const seed of ["end-1", "end-2", "end-3"]) {
      let state = away(newGame({ players: 2 }, seed), 1);
      let now = T0;
      let lastAt = now;
      for (let i = 0; i < 5_000 && state.phase.kind !== "over"; i++) {
        const deadline = buywordDeadlines(state)[0];
        if (deadline) {
          expect(deadline.action).toMatchObject({ type: "awayDefault", seat: 1 });
          expect(deadline.at).toBeGreaterThanOrEqual(lastAt);
          state = act(state, null, deadline.action, deadline.at).state;
          lastAt = deadline.at;
          continue;
        }
        now += 1_000;
        lastAt = now;
        const phase = state.phase;
        if (phase.kind === "choose") state = act(state, 0, { type: "choose", count: 3 }, now).state;
        else if (phase.kind === "decide") state = act(state, 0, { type: "discard" }, now).state;
        else if (phase.kind === "sell") state = act(state, 0, { type: "endTurn" }, now).state;
        else throw new Error(`unexpected phase ${phase.kind}`);
      }
      expect(state.phase.kind).toBe("over");
      expect(tilePlaceProblems(state)).toEqual([]);
    }
  });
});

describe("BuyWord: ending the game for absence", () => {
  it("BW-36: ranks the absent seat last whatever its money, the others by money, and ends at once", () => {
    const state = arrange(buying({ players: 3 }), { money: { 0: 150, 1: 500, 2: 260 } });
    const s = away(state, 1);
    const { state: over, events } = act(s, null, { type: "endForAbsence", seat: 1 }, T0 + 200_000);
    expect(events[0]).toEqual({ type: "endedForAbsence", seat: 1 });
    expect(events.at(-1)).toMatchObject({ type: "gameOver" });
    expect(over.phase.kind).toBe("over");
    expect(money(over)).toEqual([150, 500, 260]);
    const result = buyword.result(over);
    expect(result?.standings.map((r) => [r.seat, r.rank, r.left])).toEqual([
      [2, 1, false],
      [0, 2, false],
      [1, 3, true],
    ]);
    expect(result?.winners).toEqual([2]);
    expect(tilePlaceProblems(over)).toEqual([]);
    expect(buywordView(over, null).players[1]).toMatchObject({ left: true, away: { since: SEEN } });
  });

  it("BW-36: refused for a seat not marked away, and from anyone but the server", () => {
    const state = buying();
    expect(errorCode(tryAct(state, null, { type: "endForAbsence", seat: 1 }))).toBe("not-away");
    const s = away(state, 1);
    expect(errorCode(tryAct(s, 0, { type: "endForAbsence", seat: 1 }))).toBe("server-only");
    const over = act(s, null, { type: "endForAbsence", seat: 1 }).state;
    expect(errorCode(tryAct(over, null, { type: "endForAbsence", seat: 1 }))).toBe("game-over");
  });
});
