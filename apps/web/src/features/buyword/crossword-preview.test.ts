import { describe, expect, it } from "vitest";
import { type GridTile, previewCrossword } from "./crossword-preview";

const t = (letter: string, pips = 1) => ({ letter, pips, wild: false });
const g = (row: number, col: number, letter: string, pips = 1): GridTile => ({
  row,
  col,
  letter,
  pips,
  wild: false,
});

describe("crossword preview (mirrors BW-24 to BW-27)", () => {
  it("BW-24: the first word starts at the centre", () => {
    expect(previewCrossword([], [t("A"), t("T")], { row: 1, col: 0, dir: "across" }).ok).toBe(false);
    const first = previewCrossword([], [t("A"), t("T", 2)], { row: 0, col: 0, dir: "across" });
    expect(first).toMatchObject({ ok: true, words: [{ word: "AT", pips: 3, price: 9 }], total: 9 });
  });

  it("BW-25: tiles pass over grid letters, the word runs on, and it must cross the grid", () => {
    const grid = [g(0, 0, "C", 2), g(0, 1, "A"), g(0, 2, "T")];
    // Down through the A: O above? No: start at (-1,1) going down: new O, grid A, new R -> "OAR".
    const oar = previewCrossword(grid, [t("O"), t("R")], { row: -1, col: 1, dir: "down" });
    expect(oar).toMatchObject({ ok: true, words: [{ word: "OAR", pips: 3 }], total: 9 });
    expect(previewCrossword(grid, [t("O"), t("X")], { row: 5, col: 5, dir: "down" })).toMatchObject({
      ok: false,
    });
    // The cell before the start is taken.
    expect(previewCrossword(grid, [t("S")], { row: 0, col: 1, dir: "across" })).toMatchObject({ ok: false });
    // Running on: S before CAT makes SCAT.
    expect(previewCrossword(grid, [t("S")], { row: 0, col: -1, dir: "across" })).toMatchObject({
      ok: true,
      words: [{ word: "SCAT", pips: 5, price: 25 }],
    });
  });

  it("BW-26, BW-27: perpendicular runs through new tiles are words too, and each is paid", () => {
    const grid = [g(0, 0, "A"), g(0, 1, "T"), g(1, 0, "X", 4)];
    // Down from (-1,1): new O at (-1,1), then grid T (0,1), then new E at (1,1): "OTE"; E sits next to X: "XE".
    const p = previewCrossword(grid, [t("O"), t("E")], { row: -1, col: 1, dir: "down" });
    expect(p).toMatchObject({ ok: true });
    if (p.ok) {
      expect(p.words.map((w) => w.word)).toEqual(["OTE", "XE"]);
      expect(p.total).toBe(9 + 25);
    }
  });
});
