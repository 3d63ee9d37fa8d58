/**
 * How many tiles of each letter the bag holds (108 in all; Q, X and Y are not in the game).
 * The published mix isn't public, so the counts follow how often English words start with
 * each letter: the share of each initial in a 275k-word English list (MIT), scaled to 108
 * by largest remainder, with at least one tile per letter (which is what gives Z its tile).
 */
export const DEFAULT_LETTER_COUNTS: Readonly<Record<string, number>> = {
  A: 6,
  B: 6,
  C: 10,
  D: 6,
  E: 4,
  F: 4,
  G: 4,
  H: 4,
  I: 4,
  J: 2,
  K: 1,
  L: 3,
  M: 6,
  N: 3,
  O: 3,
  P: 9,
  R: 6,
  S: 12,
  T: 6,
  U: 4,
  V: 2,
  W: 2,
  Z: 1,
};

/** Direction-change tiles, drawn from the same bag as the letters. */
export const DEFAULT_REVERSE_TILES = 12;

/** Bad-luck token mix: 25 tokens worth 1, 2 or 3. The split is our choice (game-facts.md). */
export const DEFAULT_TOKEN_MIX: readonly { readonly value: number; readonly count: number }[] = [
  { value: 1, count: 10 },
  { value: 2, count: 10 },
  { value: 3, count: 5 },
];
