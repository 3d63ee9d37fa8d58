import type { BuywordResult, OmwResult } from "@wordhall/engine";
import { describe, expect, it } from "vitest";
import { gameOutcome } from "./game-outcome";

const omwStanding = (seat: number, rank: number, score: number) => ({
  seat,
  rank,
  score,
  points: score,
  tokenCount: score,
  tokens: [],
  left: false,
});

describe("gameOutcome", () => {
  it("takes BuyWord's money as the score and keeps the solo band", () => {
    const result: BuywordResult = {
      standings: [{ seat: 0, money: 912, bestWord: 120, rank: 1, left: false }],
      winners: [0],
      band: "good",
    };
    expect(gameOutcome("buyword", result)).toEqual({
      seats: [{ seat: 0, rank: 1, score: 912 }],
      band: "good",
      tiebreak: null,
    });
  });

  it("names the tiebreaker's survivor as its winner", () => {
    const result: OmwResult = {
      reason: "tiebreaker-won",
      scoring: "points",
      winners: [2],
      standings: [omwStanding(2, 1, 0), omwStanding(0, 2, 0), omwStanding(3, 3, 0), omwStanding(1, 4, 5)],
      tiebreaker: { seats: [0, 2, 3], eliminated: [3, 0] },
    };
    const outcome = gameOutcome("oh-my-word", result);
    expect(outcome.seats.map((s) => [s.seat, s.rank, s.score])).toEqual([
      [2, 1, 0],
      [0, 2, 0],
      [3, 3, 0],
      [1, 4, 5],
    ]);
    expect(outcome.tiebreak).toEqual({ tiedSeats: [0, 2, 3], eliminationOrder: [3, 0], winnerSeat: 2 });
  });

  it("falls back to the best-ranked tied seat when several were never knocked out", () => {
    const result: OmwResult = {
      reason: "abandoned",
      scoring: "tokens",
      winners: [1],
      standings: [omwStanding(1, 1, 0), omwStanding(0, 2, 0), omwStanding(2, 3, 0)],
      tiebreaker: { seats: [0, 1, 2], eliminated: [] },
    };
    expect(gameOutcome("oh-my-word", result).tiebreak?.winnerSeat).toBe(1);
  });
});
