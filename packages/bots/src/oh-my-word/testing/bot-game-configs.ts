import { nextInt, type RngState, seedRng } from "@wordhall/engine";

/**
 * Room settings for seeded bot-only games: 2 to 4 seats, 1 to 4 built-in boards on either
 * side, both judging modes, both scorings, both tiebreakers, now and then a quicker timer.
 */
export function botGameConfig(seed: string): { seats: number; config: Record<string, unknown> } {
  let rng: RngState = seedRng(`config/${seed}`);
  const roll = (n: number) => {
    const [i, next] = nextInt(rng, n);
    rng = next;
    return i;
  };
  const seats = 2 + roll(3);
  const boardCount = 1 + roll(4);
  const boards = Array.from({ length: boardCount }, (_, i) => ({
    kind: "built-in" as const,
    board: (i + 1) as 1 | 2 | 3 | 4,
    side: roll(2) === 0 ? ("front" as const) : ("back" as const),
  }));
  return {
    seats,
    config: {
      seats,
      boards,
      judging: { mode: roll(4) === 0 ? "trust" : "challenge", refuseRepeatedTerms: roll(2) === 0 },
      scoring: roll(2) === 0 ? "points" : "tokens",
      tiebreaker: roll(3) === 0 ? "shared" : "elimination",
      timer: roll(4) === 0 ? { minMs: 10_000, maxMs: 20_000 } : { minMs: 25_000, maxMs: 45_000 },
    },
  };
}
