import {
  type BuywordView,
  LETTER_TABLE,
  LETTER_TILE_COUNT,
  TILE_COUNT,
  TILE_LETTER,
  TILE_PIPS,
  type TileView,
  WILD_TILE_COUNT,
} from "@wordhall/engine";
import type { Hand, SellableWord } from "@wordhall/words";

export const WILD = "*";

export function isWildTile(tile: TileView): boolean {
  return tile.letter === WILD;
}

export function pipsOf(tiles: readonly TileView[]): number {
  let sum = 0;
  for (const t of tiles) sum += t.pips;
  return sum;
}

/** Draws cost, and words fetch, the square of their pips (BW-8, BW-11). */
export function priceOf(tiles: readonly TileView[]): number {
  const p = pipsOf(tiles);
  return p * p;
}

export function letterCountOf(tiles: readonly TileView[]): number {
  let n = 0;
  for (const t of tiles) if (!isWildTile(t)) n++;
  return n;
}

/** Tiles split the way the word searches take them: letters as a Hand, the wilds aside. */
export type SplitHand = {
  readonly letters: readonly TileView[];
  readonly wilds: readonly TileView[];
};

export function splitHand(tiles: readonly TileView[]): SplitHand {
  const letters: TileView[] = [];
  const wilds: TileView[] = [];
  for (const t of tiles) (isWildTile(t) ? wilds : letters).push(t);
  return { letters, wilds };
}

/** The word searches take at most this many letters: past it they slow down fast (docs/words.md). */
export const SEARCH_LETTERS = 12;

/**
 * The hand as the searches take it: every letter, or, in a room without a hand limit where a
 * hand can grow past what a search should take, the letters easiest to sell, one per kind
 * before a second copy (the rest wait for a later turn).
 */
export function searchSplit(tiles: readonly TileView[]): SplitHand {
  const split = splitHand(tiles);
  if (split.letters.length <= SEARCH_LETTERS) return split;
  const copies = new Map<string, number>();
  const ranked = split.letters
    .map((t) => {
      const n = (copies.get(t.letter) ?? 0) + 1;
      copies.set(t.letter, n);
      return { t, rank: n * 10 - t.pips };
    })
    .sort((a, b) => a.rank - b.rank);
  return { letters: ranked.slice(0, SEARCH_LETTERS).map((x) => x.t), wilds: split.wilds };
}

/** The search's hand for these letters, with at most `wilds` wilds. */
export function searchHand(split: SplitHand, wilds = split.wilds.length): Hand {
  return {
    tiles: split.letters.map((t) => ({ letter: t.letter, pips: t.pips })),
    wilds: Math.min(wilds, split.wilds.length),
  };
}

/** A found word as the sell action's tiles: in word order, the wild where it stands. */
export function wordTiles(
  word: SellableWord,
  split: SplitHand,
): { tiles: TileView[]; wildAs: string | null } {
  const tiles: TileView[] = [];
  let next = 0;
  for (let pos = 0; pos < word.word.length; pos++) {
    if (word.wild?.position === pos) tiles.push(split.wilds[0] as TileView);
    else tiles.push(split.letters[word.tiles[next++] as number] as TileView);
  }
  return { tiles, wildAs: word.wild ? word.wild.letter : null };
}

export function without(tiles: readonly TileView[], gone: readonly TileView[]): TileView[] {
  const ids = new Set(gone.map((t) => t.id));
  return tiles.filter((t) => !ids.has(t.id));
}

/** The tile of a known id (ids say nothing the face doesn't, BW-30). */
export function tileOf(id: number): TileView {
  return { id, letter: TILE_LETTER[id] ?? "?", pips: TILE_PIPS[id] ?? 0 };
}

const LETTER_TOTAL: Readonly<Record<string, number>> = Object.fromEntries(
  LETTER_TABLE.map(([letter, , count]) => [letter, count]),
);

/**
 * What this seat has not seen: the tiles still in the bag or in others' hidden hands and
 * draws, as counts by letter (wilds under "*"). It is worked out from the view alone (every
 * tile it has seen, counted out of the box), so it says nothing about the bag's order and is
 * the same whoever holds which of the unseen tiles.
 */
export function unseenTiles(view: BuywordView): { counts: Map<string, number>; total: number } {
  const seen = new Uint8Array(TILE_COUNT);
  const see = (tiles: readonly TileView[] | null | undefined) => {
    if (tiles) for (const t of tiles) if (t.id >= 0 && t.id < TILE_COUNT) seen[t.id] = 1;
  };
  see(view.you?.hand);
  see(view.discarded);
  for (const p of view.players) {
    for (const sale of p.sales) see(sale.tiles);
    see(p.draw?.tiles);
  }
  if (view.phase.kind === "draft") see(view.phase.pool);
  if (view.phase.kind === "auction") see(view.phase.tiles);
  if (view.phase.kind === "sell" && view.phase.pending) see(view.phase.pending.sale.tiles);
  const counts = new Map<string, number>();
  for (const [letter, count] of Object.entries(LETTER_TOTAL)) counts.set(letter, count);
  counts.set(WILD, WILD_TILE_COUNT);
  let total = LETTER_TILE_COUNT + WILD_TILE_COUNT;
  for (let id = 0; id < TILE_COUNT; id++) {
    if (seen[id] === 0) continue;
    const letter = id >= LETTER_TILE_COUNT ? WILD : (TILE_LETTER[id] ?? "?");
    counts.set(letter, (counts.get(letter) ?? 0) - 1);
    total--;
  }
  return { counts, total };
}
