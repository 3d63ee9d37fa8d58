import { describe, expect, it } from "vitest";
import { act, arrange, errorCode, money, newGame, tilePlaceProblems, tilesIn, tryAct } from "./test-support";

function crossword(hand: string, grid?: Record<string, string>) {
  const base = newGame({ players: 2, variants: { crossword: true } }, "crossword");
  return arrange(base, {
    hands: { 0: hand },
    grid: grid ?? {},
    leader: 0,
    phase: { kind: "sell", turn: 0, pending: null },
  });
}

/** CAT across from (0,0). */
const CAT = { "0,0": "C", "0,1": "A", "0,2": "T" };

describe("BuyWord crossword variant", () => {
  it("BW-24: sold words stay in a shared grid; the first starts at the centre", () => {
    const state = crossword("DOG");
    const off = tryAct(state, 0, {
      type: "sell",
      tiles: tilesIn(state, 0, "DOG"),
      at: { row: 1, col: 0, dir: "across" },
    });
    expect(errorCode(off)).toBe("bad-placement");
    expect(errorCode(tryAct(state, 0, { type: "sell", tiles: tilesIn(state, 0, "DOG") }))).toBe(
      "bad-placement",
    );
    const { state: s } = act(state, 0, {
      type: "sell",
      tiles: tilesIn(state, 0, "DOG"),
      at: { row: 0, col: 0, dir: "down" },
    });
    expect(Object.fromEntries(Object.entries(s.grid ?? {}).map(([k, c]) => [k, c.letter]))).toEqual({
      "0,0": "D",
      "1,0": "O",
      "2,0": "G",
    });
    expect(tilePlaceProblems(s)).toEqual([]);
  });

  it("BW-25: a new word must reuse a grid letter in its own line, starting where the word starts", () => {
    const state = crossword("OATS", CAT);
    // C-O-T down through the C? "COT": C is at (0,0); O and T go below it.
    const cot = act(state, 0, {
      type: "sell",
      tiles: tilesIn(state, 0, "OT"),
      at: { row: 0, col: 0, dir: "down" },
    });
    expect(cot.state.players[0]?.sales[0]?.words.map((w) => w.word)).toEqual(["COT"]);
    // A word that touches nothing in its own line is refused.
    const apart = tryAct(state, 0, {
      type: "sell",
      tiles: tilesIn(state, 0, "AT"),
      at: { row: 5, col: 5, dir: "across" },
    });
    expect(errorCode(apart)).toBe("bad-placement");
    // Starting in the middle of a word is refused: the cell before the start is taken.
    const mid = tryAct(state, 0, {
      type: "sell",
      tiles: tilesIn(state, 0, "S"),
      at: { row: 0, col: 1, dir: "across" },
    });
    expect(errorCode(mid)).toBe("bad-placement");
    // Extending runs on through the grid: S after CAT makes CATS.
    const cats = act(state, 0, {
      type: "sell",
      tiles: tilesIn(state, 0, "S"),
      at: { row: 0, col: 0, dir: "across" },
    });
    expect(cats.state.players[0]?.sales[0]?.words.map((w) => w.word)).toEqual(["CATS"]);
  });

  it("BW-26: every perpendicular word formed must be a word too, each with at most one wild", () => {
    const state = crossword("OXHE*", CAT);
    // O under C makes "CO" down, which the lexicon lacks.
    const bad = tryAct(state, 0, {
      type: "sell",
      tiles: tilesIn(state, 0, "O"),
      at: { row: 0, col: 0, dir: "down" },
    });
    expect(errorCode(bad)).toBe("not-a-word");
    // "OX" on row 1, beside CAT, reuses no grid letter in its own line: refused.
    const under = tryAct(state, 0, {
      type: "sell",
      tiles: tilesIn(state, 0, "OX"),
      at: { row: 1, col: 0, dir: "across" },
    });
    expect(errorCode(under)).toBe("bad-placement");
    // H and E below the T make THE down.
    const the = act(state, 0, {
      type: "sell",
      tiles: tilesIn(state, 0, "HE"),
      at: { row: 0, col: 2, dir: "down" },
    });
    expect(the.state.players[0]?.sales[0]?.words.map((w) => w.word)).toEqual(["THE"]);
    const wilds = crossword("*", { "0,0": "*A", "0,1": "T" });
    const two = tryAct(wilds, 0, {
      type: "sell",
      tiles: tilesIn(wilds, 0, "*"),
      at: { row: 0, col: 0, dir: "across" },
      wildAs: "E",
    });
    expect(errorCode(two)).toBe("too-many-wilds");
  });

  it("BW-27: each word formed scores the square of all its pips, reused letters included", () => {
    // Grid: CAT across and an H at (1,3). An S at (0,3) makes CATS across and SH down.
    const state = crossword("S", { ...CAT, "1,3": "H" });
    const { state: s } = act(state, 0, {
      type: "sell",
      tiles: tilesIn(state, 0, "S"),
      at: { row: 0, col: 0, dir: "across" },
    });
    const words = s.players[0]?.sales[0]?.words ?? [];
    // CATS = 2+1+1+1 = 5 pips → 25; SH = 1+2 = 3 → 9.
    expect(words).toEqual([
      { word: "CATS", pips: 5, price: 25 },
      { word: "SH", pips: 3, price: 9 },
    ]);
    expect(money(s)[0]).toBe(200 + 34);
  });
});
