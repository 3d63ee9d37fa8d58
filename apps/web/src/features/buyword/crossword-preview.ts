// What a crossword sale would form (BW-24 to BW-27), worked out in the browser so the player
// sees the words and the price before sending. Only a preview: the server judges the sale.

export type GridTile = {
  readonly row: number;
  readonly col: number;
  readonly letter: string;
  readonly pips: number;
  readonly wild: boolean;
};
export type NewTile = { readonly letter: string; readonly pips: number; readonly wild: boolean };
export type Placement = { readonly row: number; readonly col: number; readonly dir: "across" | "down" };
export type PreviewWord = { readonly word: string; readonly pips: number; readonly price: number };
export type CrosswordPreview =
  | {
      readonly ok: true;
      readonly words: readonly PreviewWord[];
      readonly total: number;
      readonly cells: readonly GridTile[];
    }
  | { readonly ok: false; readonly reason: string };

type Cell = GridTile & { readonly isNew: boolean };
const key = (row: number, col: number) => `${row},${col}`;

export function previewCrossword(
  grid: readonly GridTile[],
  tiles: readonly NewTile[],
  at: Placement,
): CrosswordPreview {
  const byCell = new Map(grid.map((g) => [key(g.row, g.col), g]));
  const dr = at.dir === "down" ? 1 : 0;
  const dc = at.dir === "across" ? 1 : 0;
  if (byCell.size === 0 && (at.row !== 0 || at.col !== 0))
    return { ok: false, reason: "The first word starts at the centre (row 0, column 0)." };
  if (byCell.has(key(at.row - dr, at.col - dc)))
    return { ok: false, reason: "Start at the word's first letter: the cell before it is taken." };
  const main: Cell[] = [];
  let next = 0;
  for (let row = at.row, col = at.col; ; row += dr, col += dc) {
    const existing = byCell.get(key(row, col));
    if (existing) main.push({ ...existing, isNew: false });
    else if (next < tiles.length) {
      const t = tiles[next++] as NewTile;
      main.push({ row, col, letter: t.letter, pips: t.pips, wild: t.wild, isNew: true });
    } else break;
  }
  if (main.length < 2) return { ok: false, reason: "A word needs at least two letters." };
  if (byCell.size > 0 && main.every((c) => c.isNew))
    return { ok: false, reason: "The word must cross one already in the grid." };
  const runs: Cell[][] = [main];
  for (const cell of main) {
    if (!cell.isNew) continue;
    const run = perpendicular(byCell, cell, dc, dr);
    if (run.length >= 2) runs.push(run);
  }
  const words: PreviewWord[] = [];
  for (const run of runs) {
    if (run.filter((c) => c.wild).length > 1) return { ok: false, reason: "A word may hold only one wild." };
    const pips = run.reduce((sum, c) => sum + c.pips, 0);
    words.push({ word: run.map((c) => c.letter).join(""), pips, price: pips * pips });
  }
  return { ok: true, words, total: words.reduce((s, w) => s + w.price, 0), cells: main };
}

function perpendicular(byCell: Map<string, GridTile>, cell: Cell, dr: number, dc: number): Cell[] {
  let r = cell.row - dr;
  let c = cell.col - dc;
  while (byCell.has(key(r, c))) {
    r -= dr;
    c -= dc;
  }
  const run: Cell[] = [];
  for (r += dr, c += dc; ; r += dr, c += dc) {
    if (r === cell.row && c === cell.col) {
      run.push(cell);
      continue;
    }
    const g = byCell.get(key(r, c));
    if (!g) break;
    run.push({ ...g, isNew: false });
  }
  return run;
}
