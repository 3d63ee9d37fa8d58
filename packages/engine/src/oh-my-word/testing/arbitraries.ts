import fc from "fast-check";
import { numberedBoard } from "./configs";

const builtIn = (count: number, backs: boolean[]) =>
  Array.from({ length: count }, (_, i) => ({
    kind: "built-in" as const,
    board: (i + 1) as 1 | 2 | 3 | 4,
    side: backs[i] ? ("back" as const) : ("front" as const),
  }));

/**
 * Room settings for random games: any seat count and judging, and either the real
 * components (built-in boards, full bag) or a small table that ends sooner and reaches
 * the rarer situations (full boards under challenge, tiebreakers) more often.
 */
export const omwConfigArb = fc
  .record({
    seats: fc.integer({ min: 2, max: 8 }),
    small: fc.boolean(),
    boardCount: fc.integer({ min: 1, max: 4 }),
    backs: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
    smallCategories: fc.integer({ min: 1, max: 8 }),
    judging: fc.record({
      mode: fc.constantFrom("challenge", "trust"),
      refuseRepeatedTerms: fc.boolean(),
      challengeWindowMs: fc.constantFrom(2_000, 10_000),
      voteWindowMs: fc.constantFrom(1_000, 10_000),
    }),
    scoring: fc.constantFrom("points", "tokens"),
    tiebreaker: fc.constantFrom("elimination", "shared"),
    fewTokens: fc.boolean(),
    timer: fc.constantFrom({ minMs: 25_000, maxMs: 45_000 }, { minMs: 5_000, maxMs: 12_000 }),
  })
  .map((k) => ({
    seats: k.seats,
    boards: k.small ? [numberedBoard(k.smallCategories)] : builtIn(k.boardCount, k.backs),
    ...(k.small ? { tiles: { letters: { M: 6, A: 4, S: 3 }, reverse: 4 } } : {}),
    tokens: k.fewTokens
      ? [
          { value: 1, count: 3 },
          { value: 3, count: 2 },
        ]
      : [
          { value: 1, count: 10 },
          { value: 2, count: 10 },
          { value: 3, count: 5 },
        ],
    judging: k.judging,
    scoring: k.scoring,
    tiebreaker: k.tiebreaker,
    timer: k.timer,
  }));
