import { type BuywordRejected, fail } from "./errors";
import { cellKey, type GridCell, type Placement, type SoldWord } from "./state";
import { isWild, TILE_LETTER, TILE_PIPS, type TileId } from "./tiles";

type Cell = {
  readonly tile: TileId;
  readonly letter: string;
  readonly row: number;
  readonly col: number;
  readonly isNew: boolean;
};

export type Formed = {
  readonly words: readonly SoldWord[];
  readonly total: number;
  readonly cells: readonly Cell[];
};

function letterOf(tile: TileId, wildAs: string | null): string {
  return isWild(tile) ? (wildAs ?? "?") : (TILE_LETTER[tile] ?? "?");
}

function toWord(cells: readonly { tile: TileId; letter: string }[]): { word: SoldWord; wilds: number } {
  let text = "";
  let pips = 0;
  let wilds = 0;
  for (const c of cells) {
    text += c.letter;
    pips += TILE_PIPS[c.tile] ?? 0;
    if (isWild(c.tile)) wilds++;
  }
  return { word: { word: text, pips, price: pips * pips }, wilds };
}

/** BW-10: a plain sale is one word spelled by the tiles in order. */
export function plainWord(tiles: readonly TileId[], wildAs: string | null): Formed | BuywordRejected {
  if (tiles.length < 2) return fail("too-short", "A word needs at least two letters.");
  const { word } = toWord(tiles.map((tile) => ({ tile, letter: letterOf(tile, wildAs) })));
  return { words: [word], total: word.price, cells: [] };
}

/**
 * BW-24 to BW-27: the new tiles fill the empty cells from `at` onwards along `dir`, passing
 * over tiles already in the grid; the word runs on through any grid tiles that follow. Every
 * perpendicular run of two or more cells through a new tile is a word formed too.
 */
export function crosswordWords(
  grid: Readonly<Record<string, GridCell>>,
  tiles: readonly TileId[],
  wildAs: string | null,
  at: Placement,
): Formed | BuywordRejected {
  const empty = isEmpty(grid);
  const dr = at.dir === "down" ? 1 : 0;
  const dc = at.dir === "across" ? 1 : 0;
  if (empty && (at.row !== 0 || at.col !== 0)) {
    return fail("bad-placement", "The first word in the grid starts at its centre (row 0, column 0).");
  }
  if (grid[cellKey(at.row - dr, at.col - dc)]) {
    return fail("bad-placement", "Start at the first letter of the word: the cell before it is taken.");
  }
  const main: Cell[] = [];
  let row = at.row;
  let col = at.col;
  let next = 0;
  for (;;) {
    const existing = grid[cellKey(row, col)];
    if (existing) {
      main.push({ tile: existing.tile, letter: existing.letter, row, col, isNew: false });
    } else if (next < tiles.length) {
      const tile = tiles[next++] as TileId;
      main.push({ tile, letter: letterOf(tile, wildAs), row, col, isNew: true });
    } else {
      break;
    }
    row += dr;
    col += dc;
  }
  if (main.length < 2) return fail("too-short", "A word needs at least two letters.");
  if (!empty && main.every((c) => c.isNew)) {
    return fail(
      "bad-placement",
      "A new word must cross a word already in the grid, reusing one of its letters.",
    );
  }
  const runs: Cell[][] = [main];
  for (const cell of main) {
    if (!cell.isNew) continue;
    const cross = perpendicularRun(grid, cell, dc, dr);
    if (cross.length >= 2) runs.push(cross);
  }
  const words: SoldWord[] = [];
  let total = 0;
  for (const run of runs) {
    const { word, wilds } = toWord(run);
    if (wilds > 1) return fail("too-many-wilds", `${word.word} would hold more than one wild.`);
    words.push(word);
    total += word.price;
  }
  return { words, total, cells: main };
}

function perpendicularRun(
  grid: Readonly<Record<string, GridCell>>,
  cell: Cell,
  dr: number,
  dc: number,
): Cell[] {
  let r = cell.row - dr;
  let c = cell.col - dc;
  while (grid[cellKey(r, c)]) {
    r -= dr;
    c -= dc;
  }
  const run: Cell[] = [];
  for (r += dr, c += dc; ; r += dr, c += dc) {
    if (r === cell.row && c === cell.col) {
      run.push(cell);
      continue;
    }
    const g = grid[cellKey(r, c)];
    if (!g) break;
    run.push({ tile: g.tile, letter: g.letter, row: r, col: c, isNew: false });
  }
  return run;
}

function isEmpty(grid: Readonly<Record<string, GridCell>>): boolean {
  for (const _ in grid) return false;
  return true;
}
