import { describe, expect, it } from "vitest";
import { computeResult, ratingBand } from "./result";
import type { PlayerState } from "./state";
import { act, arrange, lettersOf, newGame, tilePlaceProblems, tilesIn } from "./test-support";

describe("BuyWord end of game", () => {
  it("BW-12: when the bag can't fill the round's draws, the rest is discarded, the round has no buying, and the game ends", () => {
    const base = newGame({ players: 4 }, "short-bag");
    // End of round 3 (leader 2): seat 1 has the last selling turn; 7 letters remain.
    const state = arrange(base, {
      round: 3,
      leader: 2,
      hands: { 0: "AT", 1: "DOG", 2: "HEN", 3: "OX" },
      bagSize: 7,
      phase: { kind: "sell", turn: 1, pending: null },
    });
    // Round 4's die is rolled by the engine; 7 tiles can never fill 4 draws of 2 or more.
    const ended = act(state, 1, { type: "endTurn" });
    // On "choice" even the smallest size, 2 each, needs 8 tiles.
    const { state: last, events } =
      ended.state.phase.kind === "choose" ? act(ended.state, 3, { type: "choose", count: 2 }) : ended;
    expect(last.round).toBe(4);
    expect(last.final).toBe(true);
    const final = events.find((e) => e.type === "finalRound");
    expect(final && final.type === "finalRound" && final.discarded).toHaveLength(7);
    expect(last.bagNext).toBe(last.bag.length);
    expect(last.draws.every((d) => d === null)).toBe(true);
    expect(events.some((e) => e.type === "drew" || e.type === "draftPool")).toBe(false);
    // The round's selling still happens, from the new leader (seat 3).
    expect(last.phase).toEqual({ kind: "sell", turn: 3, pending: null });
    let s = act(last, 3, { type: "sell", tiles: tilesIn(last, 3, "OX") }).state;
    s = act(s, 3, { type: "endTurn" }).state;
    s = act(s, 0, { type: "endTurn" }).state;
    s = act(s, 1, { type: "endTurn" }).state;
    const end = act(s, 2, { type: "endTurn" });
    expect(end.state.phase.kind).toBe("over");
    expect(end.events.at(-1)?.type).toBe("gameOver");
    expect(tilePlaceProblems(end.state)).toEqual([]);
    expect(lettersOf(end.state.players[1]?.hand ?? [])).toBe("DOG");
  });

  it("BW-12: a choice lets the leader decide whether the bag suffices", () => {
    const base = newGame({ players: 2 }, "choice-end");
    const state = arrange(base, { round: 5, leader: 0, bagSize: 7, phase: { kind: "choose" } });
    const enough = act({ ...state, die: "choice" }, 0, { type: "choose", count: 3 }).state;
    expect(enough.final).toBe(false);
    expect(enough.draws.map((d) => d?.length)).toEqual([3, 3]);
    const short = act({ ...state, die: "choice" }, 0, { type: "choose", count: 4 }).state;
    expect(short.final).toBe(true);
  });

  it("BW-28: most money wins; a tie goes to the best single word, then the win is shared", () => {
    const p = (money: number, best: number): PlayerState => ({
      money,
      hand: [],
      sales: best
        ? [
            {
              round: 1,
              tiles: [],
              wildAs: null,
              words: [{ word: "X", pips: 0, price: best }],
              total: best,
              placement: null,
            },
          ]
        : [],
      left: false,
    });
    const clear = computeResult([p(300, 4), p(500, 1), p(100, 9)]);
    expect(clear.winners).toEqual([1]);
    expect(clear.standings.map((s) => [s.seat, s.rank])).toEqual([
      [1, 1],
      [0, 2],
      [2, 3],
    ]);
    const broken = computeResult([p(500, 16), p(500, 49), p(200, 0)]);
    expect(broken.winners).toEqual([1]);
    expect(broken.standings.map((s) => s.rank)).toEqual([1, 2, 3]);
    const shared = computeResult([p(500, 49), p(500, 49), p(600, 0), p(100, 0)]);
    expect(shared.winners).toEqual([2]);
    expect(shared.standings.map((s) => [s.seat, s.rank])).toEqual([
      [2, 1],
      [0, 2],
      [1, 2],
      [3, 4],
    ]);
    const allTied = computeResult([p(200, 0), p(200, 0)]);
    expect(allTied.winners).toEqual([0, 1]);
    expect(allTied.band).toBeNull();
  });

  it("BW-29: a solo result carries the rating band: under $800, fair, good from $900, outstanding from $1000", () => {
    expect([799, 800, 899, 900, 999, 1000, 2500].map(ratingBand)).toEqual([
      "under",
      "fair",
      "fair",
      "good",
      "good",
      "outstanding",
      "outstanding",
    ]);
    const solo = computeResult([{ money: 950, hand: [], sales: [], left: false }]);
    expect(solo.band).toBe("good");
    expect(solo.winners).toEqual([0]);
  });
});
