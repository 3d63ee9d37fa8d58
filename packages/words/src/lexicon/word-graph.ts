import { buildWordGraphData } from "./build-word-graph";
import { FINAL_BIT, GRAPH_MAGIC, GRAPH_VERSION, HEADER_WORDS, LETTER_MASK } from "./graph-format";

/** Number of set bits; JavaScript has no popcount instruction, so this is the usual SWAR count. */
export function bitCount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * A read-only set of words stored as a minimal acyclic automaton (see graph-format.ts). Lookups
 * walk one edge per letter; the word searches in ../search walk it with a hand's letters.
 */
export class WordGraph {
  /**
   * Node records [flags, child…]; a node is the offset of its record and the root is 0. Exposed
   * for the search walkers.
   */
  readonly cells: Int32Array;
  /** The node after each pair of first letters (26 × first + second), -1 where none. */
  private readonly pairs = new Int32Array(26 * 26).fill(-1);
  readonly size: number;
  readonly nodeCount: number;
  readonly edgeCount: number;
  readonly byteLength: number;

  constructor(data: Uint32Array) {
    if (data.length < HEADER_WORDS + 1 || data[0] !== GRAPH_MAGIC || data[1] !== GRAPH_VERSION) {
      throw new Error("Not a word graph of a version this code reads; rebuild the lexicons.");
    }
    this.nodeCount = data[2] as number;
    this.edgeCount = data[3] as number;
    this.size = data[4] as number;
    if (data.length !== HEADER_WORDS + this.nodeCount + this.edgeCount) {
      throw new Error("Word graph data is truncated or corrupt; rebuild the lexicons.");
    }
    // Signed cells: every value fits in 31 bits, and the JIT reads int32 a little faster.
    this.cells = new Int32Array(data.buffer, data.byteOffset + HEADER_WORDS * 4, data.length - HEADER_WORDS);
    this.byteLength = data.byteLength;
    // Every lookup makes its first two steps in the same small part of the graph; a table of
    // where they lead saves them.
    for (let first = 0; first < 26; first++) {
      const after = this.child(0, first);
      if (after < 0) continue;
      for (let second = 0; second < 26; second++) this.pairs[first * 26 + second] = this.child(after, second);
    }
  }

  static fromWords(words: Iterable<string>): WordGraph {
    return new WordGraph(buildWordGraphData(words));
  }

  /** Takes a normalised word (a–z); anything else is simply not in the graph. */
  has(word: string): boolean {
    const cells = this.cells;
    let node = 0;
    let i = 0;
    if (word.length >= 2) {
      const first = word.charCodeAt(0) - 97;
      const second = word.charCodeAt(1) - 97;
      if (first >>> 0 > 25 || second >>> 0 > 25) return false;
      node = this.pairs[first * 26 + second] as number;
      if (node < 0) return false;
      i = 2;
    }
    for (; i < word.length; i++) {
      const letter = word.charCodeAt(i) - 97;
      if (letter >>> 0 > 25) return false;
      const flags = cells[node] as number;
      const bit = 1 << letter;
      if ((flags & bit) === 0) return false;
      node = cells[node + 1 + bitCount(flags & (bit - 1))] as number;
    }
    return ((cells[node] as number) & FINAL_BIT) !== 0;
  }

  /** The node reached by `letter` (0–25) from `node`, or -1. */
  child(node: number, letter: number): number {
    const flags = this.cells[node] as number;
    const bit = 1 << letter;
    if ((flags & bit) === 0) return -1;
    return this.cells[node + 1 + bitCount(flags & (bit - 1))] as number;
  }

  isFinal(node: number): boolean {
    return ((this.cells[node] as number) & FINAL_BIT) !== 0;
  }

  /** Every word, in alphabetical order. */
  *words(): Generator<string> {
    const letters: number[] = [];
    const cells = this.cells;
    function* walk(node: number): Generator<string> {
      const flags = cells[node] as number;
      if ((flags & FINAL_BIT) !== 0) yield String.fromCharCode(...letters);
      let mask = flags & LETTER_MASK;
      let edge = node + 1;
      while (mask !== 0) {
        const low = mask & -mask;
        letters.push(128 - Math.clz32(low)); // 97 + the bit's position (31 - clz32)
        yield* walk(cells[edge++] as number);
        letters.pop();
        mask ^= low;
      }
    }
    yield* walk(0);
  }
}
