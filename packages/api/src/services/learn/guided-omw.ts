/**
 * The guided first Oh My Word game (docs/web.md, "Guided first game (Oh My Word)"): a real
 * game against two easy bots, set up from this curated seed and these settings so the
 * lessons come in order. The player holds the bag first and draws the example's letter, for
 * which the example term fits a category on the board; the bots each take a turn; the
 * player's second draw is a reverse tile; and the first run of the timer outlasts all of
 * that for a player who takes up to half a minute over the first turn, then goes off on
 * whoever holds the bag. `guided-omw.test.ts` checks all of this against the engine and the
 * server's own bots; `scripts/find-guided-omw-seed.ts` found the seed.
 */
export const GUIDED_OMW = {
  /** Stored on the game (`game.guide`): a later guide with another seed gets a new id. */
  id: "oh-my-word-1",
  seed: "guided-omw-6412",
  /** A term the coach offers for the first letter, on a category of the guided board. */
  example: { letter: "L", category: 12, term: "Lawnmower" },
} as const;

/**
 * The guided game's settings: three seats (the player first, two easy bots), one board of
 * fifteen everyday categories, and a friendlier timer than the default 25–45 s, so a
 * newcomer has time to read the guide and still meets the timer going off in every game.
 */
export const GUIDED_OMW_SETTINGS = {
  seats: 3,
  boards: [{ kind: "built-in", board: 1, side: "front" }],
  timer: { minMs: 40_000, maxMs: 60_000 },
  firstSeat: 0,
} as const;
