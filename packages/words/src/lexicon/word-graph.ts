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
  /** [flags, firstEdge] per node; node 0 is the root. Exposed for the search walkers. */
  readonly nodes: Uint32Array;
  /** Target node of each edge. */
  readonly edges: Uint32Array;
  readonly size: number;
  readonly nodeCount: number;
  readonly edgeCount: number;
  readonly byteLength: number;

  constructor(data: Uint32Array) {
    if (data.length < HEADER_WORDS || data[0] !== GRAPH_MAGIC || data[1] !== GRAPH_VERSION) {
      throw new Error("Not a word graph of a version this code reads; rebuild the lexicons.");
    }
    this.nodeCount = data[2] as number;
    this.edgeCount = data[3] as number;
    this.size = data[4] as number;
    const edgeStart = HEADER_WORDS + this.nodeCount * 2;
    if (data.length !== edgeStart + this.edgeCount) {
      throw new Error("Word graph data is truncated or corrupt; rebuild the lexicons.");
    }
    this.nodes = data.subarray(HEADER_WORDS, edgeStart);
    this.edges = data.subarray(edgeStart);
    this.byteLength = data.byteLength;
  }

  static fromWords(words: Iterable<string>): WordGraph {
    return new WordGraph(buildWordGraphData(words));
  }

  /** Takes a normalised word (a–z); anything else is simply not in the graph. */
  has(word: string): boolean {
    const nodes = this.nodes;
    let node = 0;
    for (let i = 0; i < word.length; i++) {
      const letter = word.charCodeAt(i) - 97;
      if (letter < 0 || letter > 25) return false;
      const flags = nodes[node * 2] as number;
      const bit = 1 << letter;
      if ((flags & bit) === 0) return false;
      node = this.edges[(nodes[node * 2 + 1] as number) + bitCount(flags & (bit - 1))] as number;
    }
    return ((nodes[node * 2] as number) & FINAL_BIT) !== 0;
  }

  /** The node reached by `letter` (0–25) from `node`, or -1. */
  child(node: number, letter: number): number {
    const flags = this.nodes[node * 2] as number;
    const bit = 1 << letter;
    if ((flags & bit) === 0) return -1;
    return this.edges[(this.nodes[node * 2 + 1] as number) + bitCount(flags & (bit - 1))] as number;
  }

  isFinal(node: number): boolean {
    return ((this.nodes[node * 2] as number) & FINAL_BIT) !== 0;
  }

  /** Every word, in alphabetical order. */
  *words(): Generator<string> {
    const letters: number[] = [];
    const self = this;
    function* walk(node: number): Generator<string> {
      const flags = self.nodes[node * 2] as number;
      if ((flags & FINAL_BIT) !== 0) yield String.fromCharCode(...letters);
      let mask = flags & LETTER_MASK;
      let edge = self.nodes[node * 2 + 1] as number;
      while (mask !== 0) {
        const low = mask & -mask;
        letters.push(128 - Math.clz32(low)); // 97 + the bit's position (31 - clz32)
        yield* walk(self.edges[edge++] as number);
        letters.pop();
        mask ^= low;
      }
    }
    yield* walk(0);
  }
}
