import { describe, expect, it } from "vitest";
import { displayRating, NEW_RATING, rateGame } from "./ratings";

describe("rateGame", () => {
  it("moves the winner up and the loser down, newcomers starting at a display rating of 0", () => {
    expect(displayRating(NEW_RATING)).toBeCloseTo(0, 6);
    const [winner, loser] = rateGame([
      { rating: NEW_RATING, rank: 1 },
      { rating: NEW_RATING, rank: 2 },
    ]);
    expect(winner?.mu).toBeGreaterThan(NEW_RATING.mu);
    expect(loser?.mu).toBeLessThan(NEW_RATING.mu);
    expect(winner?.sigma).toBeLessThan(NEW_RATING.sigma);
  });

  it("moves tied players of equal standing alike", () => {
    const [a, b, c] = rateGame([
      { rating: NEW_RATING, rank: 1 },
      { rating: NEW_RATING, rank: 1 },
      { rating: NEW_RATING, rank: 3 },
    ]);
    expect(a?.mu).toBeCloseTo(b?.mu ?? 0, 9);
    expect(a?.mu).toBeGreaterThan(c?.mu ?? 0);
  });

  it("rewards beating a stronger player more than beating a weaker one", () => {
    const strong = { mu: 35, sigma: 3 };
    const weak = { mu: 15, sigma: 3 };
    const [upset] = rateGame([
      { rating: NEW_RATING, rank: 1 },
      { rating: strong, rank: 2 },
    ]);
    const [expected] = rateGame([
      { rating: NEW_RATING, rank: 1 },
      { rating: weak, rank: 2 },
    ]);
    expect(upset?.mu).toBeGreaterThan(expected?.mu ?? 0);
  });
});
