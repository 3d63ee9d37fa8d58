import { FINAL_BIT, LETTER_MASK } from "../lexicon/graph-format";
import { bitCount, type WordGraph } from "../lexicon/word-graph";
import type { Hand, SellableWord, Tile, WordSearchOptions, WordSource } from "./hand";
import { DEFAULT_MIN_LENGTH, letterIndex, searchGraphs, upperLetter, WILD_PIPS, wildCount } from "./hand";

// The walk reads these on every edge. Imported bindings can compile to a getter call per read
// (tsx's module transform does this, and so can bundlers), which cost a third of the walk in a
// profile of the bench; module-local copies are plain constants.
const FINAL = FINAL_BIT;
const LETTERS = LETTER_MASK;
const WILD = WILD_PIPS;
const countBits = bitCount;

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
  /**
   * The next tile to take and its pips, at [letter * stride + tiles left - 1]: with all of a
   * letter's tiles left that is its highest-pip one.
   */
  private readonly tileByLetter: Int32Array;
  private readonly pipsByLetter: Int32Array;
  private readonly stride: number;
  /** Char codes of the current path; String.fromCharCode.apply turns it into the word. */
  private readonly codes: number[] = [];
  /** hand.tiles indices of the current path's tiles, in order (the wild has none). */
  private readonly tileStack: number[] = [];
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
    const tilesByLetter: number[][] = Array.from({ length: 26 }, () => []);
    hand.tiles.forEach((tile, index) => {
      const letter = letterIndex(tile.letter);
      if (letter >= 0) (tilesByLetter[letter] as number[]).push(index);
    });
    this.stride = Math.max(1, ...tilesByLetter.map((indices) => indices.length));
    this.pipsByLetter = new Int32Array(26 * this.stride);
    this.tileByLetter = new Int32Array(26 * this.stride);
    const pipsOf = (index: number): number => (hand.tiles[index] as Tile).pips;
    for (let letter = 0; letter < 26; letter++) {
      const indices = tilesByLetter[letter] as number[];
      indices.sort((a, b) => pipsOf(b) - pipsOf(a));
      indices.forEach((index, nth) => {
        this.pipsByLetter[letter * this.stride + indices.length - 1 - nth] = pipsOf(index);
        this.tileByLetter[letter * this.stride + indices.length - 1 - nth] = index;
      });
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
    const cells = this.cells;
    const flags = cells[node] as number;
    if ((flags & FINAL) !== 0 && depth >= this.minLength) this.emit(pips);
    if (depth === this.maxLength) return;
    const mask = flags & LETTERS;
    let candidates = this.wildsLeft > 0 ? mask : mask & this.heldMask;
    while (candidates !== 0) {
      const bit = candidates & -candidates;
      candidates ^= bit;
      const letter = 31 - Math.clz32(bit);
      const child = cells[node + 1 + countBits(mask & (bit - 1))] as number;
      const left = this.remaining[letter] as number;
      if (left > 0) {
        const held = this.heldMask;
        const nextHeld = left === 1 ? held ^ bit : held;
        // Once the wild is spent, a child that ends no word and leads on by no held letter is
        // a dead end; skipping it here saves most of the walk's calls.
        if (this.wildsLeft === 0 && ((cells[child] as number) & (FINAL | nextHeld)) === 0) continue;
        const slot = letter * this.stride + left - 1;
        this.codes.push(97 + letter);
        this.tileStack.push(this.tileByLetter[slot] as number);
        this.remaining[letter] = left - 1;
        this.heldMask = nextHeld;
        this.visit(child, depth + 1, pips + (this.pipsByLetter[slot] as number));
        this.heldMask = held;
        this.remaining[letter] = left;
        this.tileStack.pop();
      } else {
        if (((cells[child] as number) & (FINAL | this.heldMask)) === 0) continue;
        this.codes.push(97 + letter);
        this.wildsLeft = 0;
        this.wildAt = depth;
        this.visit(child, depth + 1, pips + WILD);
        this.wildAt = -1;
        this.wildsLeft = 1;
      }
      this.codes.pop();
    }
  }

  private emit(pips: number): void {
    const word = String.fromCharCode.apply(null, this.codes);
    if ((this.banned.size > 0 && this.banned.has(word)) || this.seen?.has(word)) return;
    const wild =
      this.wildAt >= 0
        ? { position: this.wildAt, letter: upperLetter((this.codes[this.wildAt] as number) - 97) }
        : null;
    this.found.push({ word, pips, price: pips * pips, tiles: this.tileStack.slice(), wild });
  }
}
