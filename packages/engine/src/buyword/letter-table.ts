/**
 * The letter tiles of BuyWord: letter, pips, count. No official table is published; this is
 * the widely shared fan table (107 tiles) plus one E to reach the 108 the box holds. Why E is
 * explained in docs/rules/buyword.md (BW-3). This is the one place the mix is defined.
 */
export const LETTER_TABLE: readonly (readonly [letter: string, pips: number, count: number])[] = [
  ["A", 1, 8],
  ["E", 1, 11],
  ["I", 1, 7],
  ["N", 1, 6],
  ["O", 1, 8],
  ["R", 1, 6],
  ["S", 1, 5],
  ["T", 1, 6],
  ["U", 1, 4],
  ["C", 2, 4],
  ["D", 2, 4],
  ["G", 2, 4],
  ["H", 2, 4],
  ["K", 2, 2],
  ["L", 2, 4],
  ["P", 2, 4],
  ["B", 3, 2],
  ["F", 3, 3],
  ["M", 3, 3],
  ["V", 3, 3],
  ["W", 3, 2],
  ["Y", 3, 2],
  ["J", 4, 2],
  ["Q", 4, 1],
  ["X", 4, 1],
  ["Z", 4, 2],
];

export const WILD_TILE_COUNT = 9;
export const WILD_PIPS = 1;
