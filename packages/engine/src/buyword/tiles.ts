import { LETTER_TABLE, WILD_PIPS, WILD_TILE_COUNT } from "./letter-table";

/**
 * Tiles are small integers so that "where is every tile" stays cheap to check: ids
 * 0..LETTER_TILE_COUNT-1 are letters in table order, the rest are wilds. An id says nothing
 * the tile's face doesn't, so showing a visible tile's id leaks nothing.
 */
export type TileId = number;

const letters: string[] = [];
const pips: number[] = [];
for (const [letter, value, count] of LETTER_TABLE) {
  for (let i = 0; i < count; i++) {
    letters.push(letter);
    pips.push(value);
  }
}

export const LETTER_TILE_COUNT = letters.length;
for (let i = 0; i < WILD_TILE_COUNT; i++) {
  letters.push("*");
  pips.push(WILD_PIPS);
}
export const TILE_COUNT = letters.length;

/** "A".."Z" for letters, "*" for a wild. */
export const TILE_LETTER: readonly string[] = letters;
export const TILE_PIPS: readonly number[] = pips;

export const FIRST_WILD: TileId = LETTER_TILE_COUNT;

export function isWild(tile: TileId): boolean {
  return tile >= FIRST_WILD;
}

export function isTileId(value: unknown): value is TileId {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value < TILE_COUNT;
}

export function pipsOf(tiles: readonly TileId[]): number {
  let sum = 0;
  for (const t of tiles) sum += TILE_PIPS[t] ?? 0;
  return sum;
}

/** Sets of tiles and words alike cost (or fetch) the square of their pips. */
export function priceOf(tiles: readonly TileId[]): number {
  const p = pipsOf(tiles);
  return p * p;
}

export function letterCount(hand: readonly TileId[]): number {
  let n = 0;
  for (const t of hand) if (t < FIRST_WILD) n++;
  return n;
}

export type TileView = { readonly id: TileId; readonly letter: string; readonly pips: number };

export function tileView(tile: TileId): TileView {
  return { id: tile, letter: TILE_LETTER[tile] ?? "?", pips: TILE_PIPS[tile] ?? 0 };
}

export function tileViews(tiles: readonly TileId[]): TileView[] {
  return tiles.map(tileView);
}
