import { describe, expect, it } from "vitest";
import { handLettersFor } from "./crossword-typing";

// CAT across from the centre; U at (1,0) below the C.
const grid = new Map([
  ["0,0", "C"],
  ["0,1", "A"],
  ["0,2", "T"],
  ["1,0", "U"],
]);
const at = (row: number, col: number) => grid.get(`${row},${col}`);

describe("typing a crossword word whole (BW-25)", () => {
  it("skips the grid's letters on the word's path", () => {
    expect(handLettersFor("OAR", at, { row: -1, col: 1, dir: "down" })).toBe("OR");
    expect(handLettersFor("cats", at, { row: 0, col: 0, dir: "across" })).toBe("S");
    expect(handLettersFor("SCUM", at, { row: -1, col: 0, dir: "down" })).toBe("SM");
  });

  it("reads only the new letters when the text doesn't match the grid on its path", () => {
    expect(handLettersFor("OR", at, { row: -1, col: 1, dir: "down" })).toBe("OR");
    expect(handLettersFor("SM", at, { row: -1, col: 0, dir: "down" })).toBe("SM");
  });

  it("off the grid every letter comes from the hand", () => {
    expect(handLettersFor("DOG", at, { row: 5, col: 5, dir: "across" })).toBe("DOG");
  });
});
