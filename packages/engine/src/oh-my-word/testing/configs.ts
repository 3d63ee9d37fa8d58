/** A custom board whose categories are just numbered, for tests. */
export function numberedBoard(count: number, title = "Test board") {
  return {
    kind: "custom" as const,
    title,
    categories: Array.from({ length: count }, (_, i) => `Category ${i}`),
  };
}

/**
 * A small, predictable table for scenario tests: by default 3 seats, seat 0 first, one board
 * of 5 categories, a bag of M tiles only (every draw is an M), trust judging.
 */
export function testConfig(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    seats: 3,
    firstSeat: 0,
    boards: [numberedBoard(5)],
    tiles: { letters: { M: 20 }, reverse: 0 },
    judging: { mode: "trust" },
    ...overrides,
  };
}
