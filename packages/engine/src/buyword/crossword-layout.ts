import type { Placement } from "./state";

// BW-24 to BW-27: where a crossword sale's tiles go and which words they form, in one place.
// The engine judges a sale with it (words-formed.ts) and the table previews one with it, on
// the letters and pips every seat's view shows, so the preview can never lay out a word
// differently from the referee. Like bids.ts, this file imports nothing but types: pages take
// it alone as @wordhall/engine/buyword-crossword.

/** What the layout needs of a tile: the letter it shows (a wild's chosen one), its pips. */
export type LaidTile = { readonly letter: string; readonly pips: number; readonly wild: boolean };

export type LaidCell<T extends LaidTile> = T & {
  readonly row: number;
  readonly col: number;
  /** Placed by this sale, not already in the grid. */
  readonly isNew: boolean;
};

export type LaidWord = { readonly word: string; readonly pips: number; readonly price: number };

export type CrosswordLayout<T extends LaidTile> =
  | {
      readonly ok: true;
      /** The word along the placement, grid letters included, in order. */
      readonly main: readonly LaidCell<T>[];
      /** The main word first, then each cross word through a new tile. */
      readonly words: readonly LaidWord[];
      readonly total: number;
    }
  | {
      readonly ok: false;
      readonly code: "bad-placement" | "too-short" | "too-many-wilds";
      readonly message: string;
    };

/** The grid as a lookup: the tile at a cell, if any, and whether the grid is still empty. */
export type GridLookup<T extends LaidTile> = {
  readonly at: (row: number, col: number) => T | undefined;
  readonly empty: boolean;
};

/**
 * BW-24 to BW-27: the new tiles fill the empty cells from the placement onwards along its
 * direction, passing over tiles already in the grid; the word runs on through any grid tiles
 * that follow. Every perpendicular run of two or more cells through a new tile is a word too.
 */
export function layCrossword<T extends LaidTile>(
  grid: GridLookup<T>,
  tiles: readonly T[],
  place: Placement,
): CrosswordLayout<T> {
  const dr = place.dir === "down" ? 1 : 0;
  const dc = place.dir === "across" ? 1 : 0;
  if (grid.empty && (place.row !== 0 || place.col !== 0)) {
    return refuse("bad-placement", "The first word in the grid starts at its centre (row 0, column 0).");
  }
  if (grid.at(place.row - dr, place.col - dc)) {
    return refuse("bad-placement", "Start at the first letter of the word: the cell before it is taken.");
  }
  const main: LaidCell<T>[] = [];
  let next = 0;
  for (let row = place.row, col = place.col; ; row += dr, col += dc) {
    const existing = grid.at(row, col);
    if (existing) main.push({ ...existing, row, col, isNew: false });
    else if (next < tiles.length) main.push({ ...(tiles[next++] as T), row, col, isNew: true });
    else break;
  }
  if (main.length < 2) return refuse("too-short", "A word needs at least two letters.");
  if (!grid.empty && main.every((c) => c.isNew)) {
    return refuse(
      "bad-placement",
      "A new word must cross a word already in the grid, reusing one of its letters.",
    );
  }
  const runs: LaidCell<T>[][] = [main];
  for (const cell of main) {
    if (!cell.isNew) continue;
    const cross = perpendicularRun(grid, cell, dc, dr);
    if (cross.length >= 2) runs.push(cross);
  }
  const words: LaidWord[] = [];
  let total = 0;
  for (const run of runs) {
    const word = run.map((c) => c.letter).join("");
    if (run.filter((c) => c.wild).length > 1) {
      return refuse("too-many-wilds", `${word} would hold more than one wild.`);
    }
    const pips = run.reduce((sum, c) => sum + c.pips, 0);
    words.push({ word, pips, price: pips * pips });
    total += pips * pips;
  }
  return { ok: true, main, words, total };
}

function refuse(code: "bad-placement" | "too-short" | "too-many-wilds", message: string) {
  return { ok: false, code, message } as const;
}

/** The run through `cell` across the placement: back to its first letter, then forward. */
function perpendicularRun<T extends LaidTile>(
  grid: GridLookup<T>,
  cell: LaidCell<T>,
  dr: number,
  dc: number,
): LaidCell<T>[] {
  let r = cell.row - dr;
  let c = cell.col - dc;
  while (grid.at(r, c)) {
    r -= dr;
    c -= dc;
  }
  const run: LaidCell<T>[] = [];
  for (r += dr, c += dc; ; r += dr, c += dc) {
    if (r === cell.row && c === cell.col) {
      run.push(cell);
      continue;
    }
    const g = grid.at(r, c);
    if (!g) break;
    run.push({ ...g, row: r, col: c, isNew: false });
  }
  return run;
}
