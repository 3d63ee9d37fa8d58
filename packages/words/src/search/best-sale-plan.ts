import { FINAL_BIT, LETTER_MASK } from "../lexicon/graph-format";
import { bitCount, type WordGraph } from "../lexicon/word-graph";
import { findSellableWords } from "./find-sellable-words";
import type { Hand, SellableWord, Tile, WordSearchOptions, WordSource } from "./hand";
import { DEFAULT_MIN_LENGTH, letterIndex, searchGraphs, upperLetter, WILD_PIPS, wildCount } from "./hand";

// Hot loops read module-local copies: imported bindings can compile to a getter call per read
// (see find-sellable-words.ts).
const FINAL = FINAL_BIT;
const LETTERS = LETTER_MASK;
const countBits = bitCount;
const WILD = WILD_PIPS;

export interface SalePlan {
  /** Words to sell, on disjoint tiles, highest price first. */
  readonly words: readonly SellableWord[];
  /** Money received: the sum of the words' prices. */
  readonly total: number;
  /** hand.tiles indices that no word uses. */
  readonly unsoldTiles: readonly number[];
  readonly unusedWilds: number;
  /** False when the hand was too large for the exact search and a greedy plan was made instead. */
  readonly exact: boolean;
}

export interface SalePlanOptions extends WordSearchOptions {
  /**
   * Largest number of sub-multisets of the hand searched exactly (see below); beyond it the plan
   * is greedy. The default takes every hand of up to about 14 letters exactly, in at most a few
   * hundred ms; a hand of 20 could take minutes.
   */
  readonly exactLimit?: number;
}

export const DEFAULT_EXACT_LIMIT = 100_000;

/**
 * The set of words on disjoint tiles (each word with at most one wild, each wild used once) that
 * brings the most money.
 *
 * Tiles with the same letter and pips are interchangeable, so the hand is a multiset of tile
 * kinds plus a number of wilds, and every sub-multiset is one integer in a mixed-radix numbering.
 * One walk of the automaton lists every way a word can be spelled from the hand, keeping one word
 * per multiset it uses (anagrams and different wild placements that use the same tiles are the
 * same sale). Then, for a multiset, the first kind it still holds is either left unsold or sold
 * in a word that uses it, and the best of those choices is memoised per multiset. A hand of 10
 * letters has at most 2^10 multisets of letters, so this is exact and quick.
 */
export function bestSalePlan(hand: Hand, source: WordSource, options: SalePlanOptions = {}): SalePlan {
  const { graph, extra, banned } = searchGraphs(source);
  const space = new HandSpace(hand);
  if (space.full + 1 > (options.exactLimit ?? DEFAULT_EXACT_LIMIT))
    return greedySalePlan(hand, source, options);
  const items = new SpellingCollector(space, banned, options.minLength ?? DEFAULT_MIN_LENGTH);
  items.walk(graph);
  if (extra) items.walk(extra);
  return new PlanSolver(space, items).solve(hand);
}

/** The hand as tile kinds (same letter, same pips) and the mixed-radix numbering of its subsets. */
class HandSpace {
  readonly kindLetter: number[] = [];
  readonly kindPips: number[] = [];
  /** hand.tiles indices of each kind. */
  readonly kindTiles: number[][] = [];
  readonly kindsByLetter: number[][] = Array.from({ length: 26 }, () => []);
  /** Place value of one tile of each kind; the last dimension is the wilds. */
  readonly stride: number[] = [];
  readonly radix: number[] = [];
  readonly wildDim: number;
  readonly wilds: number;
  /** The whole hand's number; every subset's number is smaller. */
  readonly full: number;
  /** Numbers below this are the subsets with at most one wild: what one word can use. */
  readonly oneWordSpan: number;

  constructor(hand: Hand) {
    const byKey = new Map<string, number>();
    hand.tiles.forEach((tile, index) => {
      const letter = letterIndex(tile.letter);
      if (letter < 0) return;
      const key = `${letter}:${tile.pips}`;
      let kind = byKey.get(key);
      if (kind === undefined) {
        kind = this.kindLetter.length;
        byKey.set(key, kind);
        this.kindLetter.push(letter);
        this.kindPips.push(tile.pips);
        this.kindTiles.push([]);
        (this.kindsByLetter[letter] as number[]).push(kind);
      }
      (this.kindTiles[kind] as number[]).push(index);
    });
    // Trying a letter's higher-pip kind first makes the first spelling kept the dearest one.
    for (const kinds of this.kindsByLetter)
      kinds.sort((a, b) => (this.kindPips[b] as number) - (this.kindPips[a] as number));
    this.wilds = wildCount(hand);
    let place = 1;
    let full = 0;
    for (const tiles of this.kindTiles) {
      this.stride.push(place);
      this.radix.push(tiles.length + 1);
      full += tiles.length * place;
      place *= tiles.length + 1;
    }
    this.wildDim = this.kindTiles.length;
    this.stride.push(place);
    this.radix.push(this.wilds + 1);
    this.oneWordSpan = place * Math.min(2, this.wilds + 1);
    this.full = full + this.wilds * place;
  }
}

/** One way to sell: the word kept for a multiset of tiles, and how it spells it. */
interface Spelling {
  readonly word: string;
  readonly pips: number;
  /** Tile kind at each position of the word, -1 where the wild is. */
  readonly kinds: readonly number[];
  readonly key: number;
  /** Nonzero dimensions of the multiset, as [dimension, count, dimension, count, …]. */
  readonly uses: readonly number[];
}

class SpellingCollector {
  readonly spellings: Spelling[] = [];
  /** Spelling index by multiset number, -1 when none yet. */
  private readonly byKey: Int32Array;
  private readonly remaining: Int32Array;
  /** Tiles left per letter, over all its kinds, and the letters that still have some. */
  private readonly letterLeft = new Int32Array(26);
  private heldMask = 0;
  private wildFree: boolean;
  private readonly maxLength: number;
  private readonly codes: number[] = [];
  private readonly pathKinds: number[] = [];
  private cells!: Int32Array;

  constructor(
    private readonly space: HandSpace,
    private readonly banned: ReadonlySet<string>,
    private readonly minLength: number,
  ) {
    this.byKey = new Int32Array(space.oneWordSpan).fill(-1);
    this.remaining = new Int32Array(space.kindLetter.length);
    space.kindTiles.forEach((tiles, kind) => {
      const letter = space.kindLetter[kind] as number;
      this.remaining[kind] = tiles.length;
      this.letterLeft[letter] = (this.letterLeft[letter] as number) + tiles.length;
      this.heldMask |= 1 << letter;
    });
    this.wildFree = space.wilds > 0;
    this.maxLength = space.kindTiles.reduce((n, tiles) => n + tiles.length, 0) + (this.wildFree ? 1 : 0);
  }

  walk(graph: WordGraph): void {
    this.cells = graph.cells;
    this.visit(0, 0, 0, 0);
  }

  private visit(node: number, depth: number, key: number, pips: number): void {
    const cells = this.cells;
    const flags = cells[node] as number;
    if ((flags & FINAL) !== 0 && depth >= this.minLength && this.byKey[key] === -1) this.record(key, pips);
    if (depth === this.maxLength) return;
    const mask = flags & LETTERS;
    let candidates = this.wildFree ? mask : mask & this.heldMask;
    const space = this.space;
    while (candidates !== 0) {
      const bit = candidates & -candidates;
      candidates ^= bit;
      const letter = 31 - Math.clz32(bit);
      const child = cells[node + 1 + countBits(mask & (bit - 1))] as number;
      const childFlags = cells[child] as number;
      this.codes.push(97 + letter);
      const letterLeft = this.letterLeft[letter] as number;
      if (letterLeft > 0) {
        const held = this.heldMask;
        const nextHeld = letterLeft === 1 ? held ^ bit : held;
        // With the wild spent, a child that ends no word and goes on by no held letter is a
        // dead end.
        if (this.wildFree || (childFlags & (FINAL | nextHeld)) !== 0) {
          this.letterLeft[letter] = letterLeft - 1;
          this.heldMask = nextHeld;
          for (const kind of space.kindsByLetter[letter] as number[]) {
            const left = this.remaining[kind] as number;
            if (left === 0) continue;
            this.remaining[kind] = left - 1;
            this.pathKinds.push(kind);
            this.visit(
              child,
              depth + 1,
              key + (space.stride[kind] as number),
              pips + (space.kindPips[kind] as number),
            );
            this.pathKinds.pop();
            this.remaining[kind] = left;
          }
          this.heldMask = held;
          this.letterLeft[letter] = letterLeft;
        }
      }
      // The wild may stand for a letter the hand holds too: that keeps the tile for another word.
      if (this.wildFree && (childFlags & (FINAL | this.heldMask)) !== 0) {
        this.wildFree = false;
        this.pathKinds.push(-1);
        this.visit(child, depth + 1, key + (space.stride[space.wildDim] as number), pips + WILD);
        this.pathKinds.pop();
        this.wildFree = true;
      }
      this.codes.pop();
    }
  }

  private record(key: number, pips: number): void {
    const word = String.fromCharCode.apply(null, this.codes);
    if (this.banned.has(word)) return;
    const uses: number[] = [];
    const { radix, stride } = this.space;
    for (let dim = 0; dim < radix.length; dim++) {
      const count = Math.floor(key / (stride[dim] as number)) % (radix[dim] as number);
      if (count > 0) uses.push(dim, count);
    }
    this.byKey[key] = this.spellings.length;
    this.spellings.push({ word, pips, kinds: [...this.pathKinds], key, uses });
  }
}

class PlanSolver {
  /** Spellings by the first kind they use (their lowest dimension); wild-only ones by wildDim. */
  private readonly byFirstDim: number[][];
  private readonly memo: Map<number, number> | Float64Array;
  private readonly choice: Map<number, number> | Int32Array;
  private readonly digits: Int32Array;
  private readonly dims: number;
  /** Pips of one unit of each dimension (a tile kind's pips; 1 for a wild). */
  private readonly dimPips: number[];
  /** Pips of the dearest spelling: no word in any plan is worth more. */
  private readonly maxWordPips: number;

  constructor(
    private readonly space: HandSpace,
    private readonly items: SpellingCollector,
  ) {
    this.dims = space.radix.length;
    this.byFirstDim = Array.from({ length: this.dims }, () => []);
    items.spellings.forEach((spelling, index) => {
      (this.byFirstDim[spelling.uses[0] as number] as number[]).push(index);
    });
    // Dearest first, so a good plan is found early and the bound below cuts the rest short.
    for (const list of this.byFirstDim) {
      list.sort((a, b) => (items.spellings[b] as Spelling).pips - (items.spellings[a] as Spelling).pips);
    }
    this.dimPips = [...space.kindPips, WILD];
    this.maxWordPips = items.spellings.reduce((max, s) => Math.max(max, s.pips), 0);
    // Dense tables while they stay small; a hand far beyond the game's limits falls back to maps.
    const dense = space.full < 4_000_000;
    this.memo = dense ? new Float64Array(space.full + 1).fill(-1) : new Map();
    this.choice = dense ? new Int32Array(space.full + 1) : new Map();
    this.digits = new Int32Array(this.dims * (space.full > 0 ? this.unitCount() + 1 : 1));
  }

  private unitCount(): number {
    return this.space.kindTiles.reduce((n, tiles) => n + tiles.length, 0) + this.space.wilds;
  }

  solve(hand: Hand): SalePlan {
    const total = this.best(this.space.full, 0);
    return this.plan(hand, total);
  }

  private getMemo(state: number): number {
    return this.memo instanceof Float64Array ? (this.memo[state] as number) : (this.memo.get(state) ?? -1);
  }

  private setMemo(state: number, value: number, choice: number): void {
    if (this.memo instanceof Float64Array) this.memo[state] = value;
    else this.memo.set(state, value);
    if (this.choice instanceof Int32Array) this.choice[state] = choice;
    else this.choice.set(state, choice);
  }

  /**
   * No plan for a multiset of `pips` pips brings more than pips × min(pips, dearest word): the
   * words' pips add up to at most `pips`, and the sum of their squares is at most that sum times
   * the largest.
   */
  private bound(pips: number): number {
    return pips * Math.min(pips, this.maxWordPips);
  }

  /** The most money the multiset `state` can bring; `level` picks a scratch row for its digits. */
  private best(state: number, level: number): number {
    const known = this.getMemo(state);
    if (known >= 0) return known;
    const { radix, stride, wildDim } = this.space;
    const base = level * this.dims;
    const digits = this.digits;
    let rest = state;
    let first = -1;
    let pips = 0;
    for (let dim = 0; dim < this.dims; dim++) {
      const digit = rest % (radix[dim] as number);
      rest = (rest - digit) / (radix[dim] as number);
      digits[base + dim] = digit;
      pips += digit * (this.dimPips[dim] as number);
      if (first < 0 && digit > 0) first = dim;
    }
    let bestValue = 0;
    let bestChoice = -1;
    if (first >= 0) {
      const spellings = this.items.spellings;
      for (const index of this.byFirstDim[first] as number[]) {
        const spelling = spellings[index] as Spelling;
        const uses = spelling.uses;
        let fits = true;
        for (let u = 0; u < uses.length; u += 2) {
          if ((digits[base + (uses[u] as number)] as number) < (uses[u + 1] as number)) {
            fits = false;
            break;
          }
        }
        if (!fits) continue;
        const price = spelling.pips * spelling.pips;
        if (price + this.bound(pips - spelling.pips) <= bestValue) continue;
        const value = price + this.best(state - spelling.key, level + 1);
        if (value > bestValue) {
          bestValue = value;
          bestChoice = index;
        }
      }
      // Or leave one tile of the first kind unsold (for wilds: stop selling wild-only words).
      if (first !== wildDim && this.bound(pips - (this.dimPips[first] as number)) > bestValue) {
        const value = this.best(state - (stride[first] as number), level + 1);
        if (value > bestValue) {
          bestValue = value;
          bestChoice = -1;
        }
      }
    }
    this.setMemo(state, bestValue, bestChoice);
    return bestValue;
  }

  private choiceAt(state: number): number {
    return this.choice instanceof Int32Array
      ? (this.choice[state] as number)
      : (this.choice.get(state) ?? -1);
  }

  private plan(hand: Hand, total: number): SalePlan {
    const { radix, stride, kindTiles } = this.space;
    const chosen: Spelling[] = [];
    let state = this.space.full;
    // A multiset worth nothing more may never have been explored: stop there.
    while (state > 0 && this.getMemo(state) > 0) {
      const index = this.choiceAt(state);
      if (index >= 0) {
        const spelling = this.items.spellings[index] as Spelling;
        chosen.push(spelling);
        state -= spelling.key;
        continue;
      }
      // Left unsold: the first kind still held drops one tile.
      let dim = 0;
      let rest = state;
      while (rest % (radix[dim] as number) === 0) {
        rest /= radix[dim] as number;
        dim++;
      }
      if (dim === this.space.wildDim) break;
      state -= stride[dim] as number;
    }

    const next = kindTiles.map(() => 0);
    const words: SellableWord[] = chosen.map((spelling) => {
      const tiles: number[] = [];
      let wild: SellableWord["wild"] = null;
      spelling.kinds.forEach((kind, position) => {
        if (kind < 0) {
          wild = { position, letter: upperLetter(spelling.word.charCodeAt(position) - 97) };
          return;
        }
        const nth = next[kind] as number;
        next[kind] = nth + 1;
        tiles.push((kindTiles[kind] as number[])[nth] as number);
      });
      return { word: spelling.word, pips: spelling.pips, price: spelling.pips * spelling.pips, tiles, wild };
    });
    words.sort((a, b) => b.price - a.price || (a.word < b.word ? -1 : 1));
    const used = new Set(words.flatMap((w) => w.tiles));
    const unsoldTiles = hand.tiles.map((_, index) => index).filter((index) => !used.has(index));
    const unusedWilds = this.space.wilds - words.filter((w) => w.wild !== null).length;
    return { words, total, unsoldTiles, unusedWilds, exact: true };
  }
}

/**
 * For hands too large to search exactly: sell the dearest word the remaining tiles make, again
 * and again. Squares reward long words, so this is usually close, but it is not always best.
 */
function greedySalePlan(hand: Hand, source: WordSource, options: WordSearchOptions): SalePlan {
  let left = hand.tiles.map((_, index) => index);
  let wilds = wildCount(hand);
  const words: SellableWord[] = [];
  for (;;) {
    const remaining: Hand = { tiles: left.map((index) => hand.tiles[index] as Tile), wilds };
    const best = findSellableWords(remaining, source, options)[0];
    if (!best) break;
    const tiles = best.tiles.map((i) => left[i] as number);
    words.push({ ...best, tiles });
    const used = new Set(tiles);
    left = left.filter((index) => !used.has(index));
    if (best.wild) wilds--;
  }
  const total = words.reduce((sum, w) => sum + w.price, 0);
  return { words, total, unsoldTiles: left, unusedWilds: wilds, exact: false };
}
