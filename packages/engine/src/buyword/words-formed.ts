import { layCrossword } from "./crossword-layout";
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

/** BW-24 to BW-27, laid out by the rule the table's preview uses too (crossword-layout.ts). */
export function crosswordWords(
  grid: Readonly<Record<string, GridCell>>,
  tiles: readonly TileId[],
  wildAs: string | null,
  at: Placement,
): Formed | BuywordRejected {
  const laid = (tile: TileId, letter: string) => ({
    tile,
    letter,
    pips: TILE_PIPS[tile] ?? 0,
    wild: isWild(tile),
  });
  let empty = true;
  for (const _ in grid) {
    empty = false;
    break;
  }
  const layout = layCrossword(
    {
      at: (row, col) => {
        const g = grid[cellKey(row, col)];
        return g ? laid(g.tile, g.letter) : undefined;
      },
      empty,
    },
    tiles.map((tile) => laid(tile, letterOf(tile, wildAs))),
    at,
  );
  if (!layout.ok) return fail(layout.code, layout.message);
  return { words: layout.words, total: layout.total, cells: layout.main };
}
