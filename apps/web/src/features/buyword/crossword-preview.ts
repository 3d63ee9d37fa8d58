import { type LaidWord, layCrossword } from "@wordhall/engine/buyword-crossword";

// What a crossword sale would form (BW-24 to BW-27), shown before it is sent: the engine's
// own layout rule (crossword-layout.ts) run on the letters and pips of the seat's view, so the
// words, the price and any refusal are the ones the server will find. The dictionary check
// and the money stay the server's.

export type GridTile = {
  readonly row: number;
  readonly col: number;
  readonly letter: string;
  readonly pips: number;
  readonly wild: boolean;
};
export type NewTile = { readonly letter: string; readonly pips: number; readonly wild: boolean };
export type Placement = { readonly row: number; readonly col: number; readonly dir: "across" | "down" };
export type PreviewWord = LaidWord;
export type CrosswordPreview =
  | {
      readonly ok: true;
      readonly words: readonly PreviewWord[];
      readonly total: number;
      readonly cells: readonly (GridTile & { readonly isNew: boolean })[];
    }
  | { readonly ok: false; readonly reason: string };

export function previewCrossword(
  grid: readonly GridTile[],
  tiles: readonly NewTile[],
  at: Placement,
): CrosswordPreview {
  const byCell = new Map(grid.map((g) => [`${g.row},${g.col}`, g]));
  const layout = layCrossword(
    { at: (row, col) => byCell.get(`${row},${col}`), empty: byCell.size === 0 },
    tiles,
    at,
  );
  if (!layout.ok) return { ok: false, reason: layout.message };
  return { ok: true, words: layout.words, total: layout.total, cells: layout.main };
}
