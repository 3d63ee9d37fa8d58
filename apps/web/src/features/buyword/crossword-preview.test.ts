import { describe, expect, it } from "vitest";
import { type GridTile, type Placement, previewCrossword } from "./crossword-preview";
import { buyword, position } from "./test-tables";

const t = (letter: string, pips = 1) => ({ letter, pips, wild: false });
const g = (row: number, col: number, letter: string, pips = 1): GridTile => ({
  row,
  col,
  letter,
  pips,
  wild: false,
});

describe("crossword preview (BW-24 to BW-27)", () => {
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

describe("the preview and the referee lay a crossword out alike", () => {
  it("for every placement tried, the same words and price, or the same refusal", () => {
    // CAT across from the centre; Ana (0) holds O, R, S and X, and sells in the crossword game.
    const state = position(
      { players: 2, variants: { crossword: true } },
      {
        hands: { 0: "ORSX" },
        grid: { "0,0": "C", "0,1": "A", "0,2": "T" },
        leader: 0,
        phase: { kind: "sell", turn: 0, pending: null },
      },
    );
    const view = buyword.view(state, 0);
    const grid = (view.grid ?? []).map((c) => ({
      row: c.row,
      col: c.col,
      letter: c.letter,
      pips: c.tile.pips,
      wild: false,
    }));
    const hand = view.you?.hand ?? [];
    const placements: Placement[] = [
      { row: -1, col: 1, dir: "down" },
      { row: 0, col: -1, dir: "across" },
      { row: 0, col: 1, dir: "across" },
      { row: 5, col: 5, dir: "down" },
      { row: 1, col: 0, dir: "across" },
      { row: -1, col: 2, dir: "down" },
    ];
    const seen = { laidOut: 0, refused: 0 };
    for (const at of placements) {
      for (const letters of ["OR", "S", "OX", "SOX"]) {
        const tiles = [...letters].map((l) => hand.find((t) => t.letter === l));
        if (tiles.some((t) => !t)) throw new Error(`no ${letters} in hand`);
        const preview = previewCrossword(
          grid,
          tiles.map((t) => ({ letter: t?.letter ?? "?", pips: t?.pips ?? 0, wild: false })),
          at,
        );
        const engine = buyword.apply(state, { type: "sell", tiles: tiles.map((t) => t?.id), at } as never, {
          now: 1,
          actor: 0,
        });
        const where = `${letters} at ${JSON.stringify(at)}`;
        seen[preview.ok ? "laidOut" : "refused"]++;
        if (preview.ok) {
          // The engine may still refuse a laid-out word the dictionary doesn't know.
          if (engine.ok) {
            const sold = engine.events.find((e) => e.type === "sold");
            expect(sold && "sale" in sold ? sold.sale.total : null, where).toBe(preview.total);
          } else expect(engine.error.code, where).toBe("not-a-word");
        } else {
          expect(engine.ok, where).toBe(false);
          if (!engine.ok) expect(engine.error.message, where).toBe(preview.reason);
        }
      }
    }
    expect(seen.laidOut).toBeGreaterThan(3);
    expect(seen.refused).toBeGreaterThan(3);
  });
});
