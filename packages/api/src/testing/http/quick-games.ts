/** A short Oh My Word: one small board, many reverse tiles, a 1–1.5 s hidden timer. */
export const QUICK_OMW = {
  seats: 3,
  boards: [{ kind: "custom", title: "Quick", categories: ["Fruit", "Animal", "City", "Name", "Colour"] }],
  tiles: { letters: { A: 3, B: 3, M: 3, S: 3, T: 3 }, reverse: 8 },
  tokens: [
    { value: 1, count: 4 },
    { value: 2, count: 4 },
    { value: 3, count: 2 },
  ],
  timer: { minMs: 1_000, maxMs: 1_500 },
  judging: { challengeWindowMs: 2_000, voteWindowMs: 3_000 },
  firstSeat: 0,
};

/**
 * The quick table with four bad-luck tokens instead of ten, for whole games between bots:
 * every game still runs to its end through claims, challenges, votes and timers, in half the time.
 */
export const QUICK_BOT_OMW = {
  ...QUICK_OMW,
  tokens: [
    { value: 1, count: 2 },
    { value: 2, count: 1 },
    { value: 3, count: 1 },
  ],
};
