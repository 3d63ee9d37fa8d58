import { FINAL_BIT, LETTER_MASK } from "../lexicon/graph-format";
import { bitCount, type WordGraph } from "../lexicon/word-graph";
import type { Hand, SellableWord, WordSearchOptions, WordSource } from "./hand";
import { DEFAULT_MIN_LENGTH, letterIndex, searchGraphs, upperLetter, WILD_PIPS, wildCount } from "./hand";

/**
 * Every word the hand can sell, each once, at the best price the hand can get for it: letter tiles
 * where it has them (highest pips first), and one wild only for a letter it lacks. Words come
 * sorted by price, highest first, then alphabetically.
 *
 * Taking a tile whenever one is there loses nothing: a tile is worth at least a wild's pip, and
 * a spelling that spends the wild on a letter the hand holds is also reached by taking the tile
 * there and spending the wild later, on whichever copy of that letter runs out.
 */
export function findSellableWords(
  hand: Hand,
  source: WordSource,
  options: WordSearchOptions = {},
): SellableWord[] {
  const { graph, extra, banned } = searchGraphs(source);
  const walker = new SellableWalker(hand, banned, options.minLength ?? DEFAULT_MIN_LENGTH);
  walker.walk(graph);
  if (extra) walker.walk(extra);
  return byPriceThenWord(walker.found, extra !== null);
}

/**
 * The main walk finds words in alphabetical order, so a stable bucketing by pips sorts them;
 * only house words from a second walk need a real sort.
 */
function byPriceThenWord(found: SellableWord[], mixed: boolean): SellableWord[] {
  if (mixed)
    return found.sort((a, b) => b.price - a.price || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  let maxPips = 0;
  for (const w of found) if (w.pips > maxPips) maxPips = w.pips;
  if (maxPips > 1000) return found.sort((a, b) => b.price - a.price || (a.word < b.word ? -1 : 1));
  const buckets: SellableWord[][] = Array.from({ length: maxPips + 1 }, () => []);
  for (const w of found) (buckets[w.pips] as SellableWord[]).push(w);
  const sorted: SellableWord[] = [];
  for (let pips = maxPips; pips >= 0; pips--) for (const w of buckets[pips] as SellableWord[]) sorted.push(w);
  return sorted;
}

class SellableWalker {
  readonly found: SellableWord[] = [];
  private readonly remaining = new Int32Array(26);
  /** Per letter, hand.tiles indices sorted by pips, highest first. */
  private readonly tilesByLetter: number[][] = Array.from({ length: 26 }, () => []);
  private readonly pipsByLetter: number[][] = Array.from({ length: 26 }, () => []);
  /** Char codes of the current path; String.fromCharCode.apply turns it into the word. */
  private readonly codes: number[] = [];
  private readonly taken = new Int32Array(26);
  private readonly maxLength: number;
  private heldMask = 0;
  private wildsLeft: number;
  private wildAt = -1;
  private cells!: Int32Array;
  private seen: Set<string> | null = null;

  constructor(
    hand: Hand,
    private readonly banned: ReadonlySet<string>,
    private readonly minLength: number,
  ) {
    hand.tiles.forEach((tile, index) => {
      const letter = letterIndex(tile.letter);
      if (letter >= 0) (this.tilesByLetter[letter] as number[]).push(index);
    });
    for (let letter = 0; letter < 26; letter++) {
      const indices = this.tilesByLetter[letter] as number[];
      indices.sort(
        (a, b) => (hand.tiles[b] as { pips: number }).pips - (hand.tiles[a] as { pips: number }).pips,
      );
      this.pipsByLetter[letter] = indices.map((i) => (hand.tiles[i] as { pips: number }).pips);
      this.remaining[letter] = indices.length;
      if (indices.length > 0) this.heldMask |= 1 << letter;
    }
    this.wildsLeft = wildCount(hand) > 0 ? 1 : 0;
    this.maxLength = hand.tiles.length + this.wildsLeft;
  }

  walk(graph: WordGraph): void {
    // A second graph (house words) may repeat what the first one found; the first walk is
    // never checked, so it pays nothing for this.
    if (this.cells !== undefined) this.seen = new Set(this.found.map((w) => w.word));
    this.cells = graph.cells;
    this.visit(0, 0, 0);
  }

  private visit(node: number, depth: number, pips: number): void {
    const flags = this.cells[node] as number;
    if ((flags & FINAL_BIT) !== 0 && depth >= this.minLength) this.emit(depth, pips);
    if (depth === this.maxLength) return;
    const mask = flags & LETTER_MASK;
    let candidates = this.wildsLeft > 0 ? mask : mask & this.heldMask;
    const firstEdge = node + 1;
    while (candidates !== 0) {
      const bit = candidates & -candidates;
      candidates ^= bit;
      const letter = 31 - Math.clz32(bit);
      const child = this.cells[firstEdge + bitCount(mask & (bit - 1))] as number;
      this.codes.push(97 + letter);
      const left = this.remaining[letter] as number;
      if (left > 0) {
        const letterPips = this.pipsByLetter[letter] as number[];
        const tilePips = letterPips[letterPips.length - left] as number;
        this.remaining[letter] = left - 1;
        if (left === 1) this.heldMask ^= bit;
        this.visit(child, depth + 1, pips + tilePips);
        if (left === 1) this.heldMask ^= bit;
        this.remaining[letter] = left;
      } else {
        this.wildsLeft = 0;
        this.wildAt = depth;
        this.visit(child, depth + 1, pips + WILD_PIPS);
        this.wildAt = -1;
        this.wildsLeft = 1;
      }
      this.codes.pop();
    }
  }

  private emit(length: number, pips: number): void {
    const codes = this.codes;
    const word = String.fromCharCode.apply(null, codes);
    if ((this.banned.size > 0 && this.banned.has(word)) || this.seen?.has(word)) return;
    // Hand each letter's highest-pip tiles to the word's copies of that letter, in order.
    const taken = this.taken;
    const tiles: number[] = [];
    for (let i = 0; i < length; i++) {
      if (i === this.wildAt) continue;
      const letter = (codes[i] as number) - 97;
      const nth = taken[letter] as number;
      taken[letter] = nth + 1;
      tiles.push((this.tilesByLetter[letter] as number[])[nth] as number);
    }
    for (let i = 0; i < length; i++) taken[(codes[i] as number) - 97] = 0;
    const wild =
      this.wildAt >= 0
        ? { position: this.wildAt, letter: upperLetter((codes[this.wildAt] as number) - 97) }
        : null;
    this.found.push({ word, pips, price: pips * pips, tiles, wild });
  }
}
