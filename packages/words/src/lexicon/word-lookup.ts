import { FINAL_BIT } from "./graph-format";
import type { WordGraph } from "./word-graph";

// Membership tests for a lexicon, on the same automaton the word searches walk, made cheaper where
// a lookup spends its time. Measured with the package bench (see docs/words.md), a lookup is a chain
// of dependent memory reads: one node record per letter, and each step waits for the last. So:
//
// - The first three letters are one read in a dense table of every three-letter prefix (26³
//   entries of [node, flags], 137 KiB), instead of three steps from the root. Only 3,594 of the
//   17,576 prefixes lead anywhere in the broad list; the others hold flags 0, which no letter and
//   no word end matches, so they need no test of their own.
// - Each entry, and each later step, carries the flags of the node it reaches, so a letter that
//   leaves nowhere is refused before the node's own record is read.
// - An edge's index is the number of letters below it in the node's flags, counted with two reads
//   in an 8 KiB table of 13-bit counts rather than the longer arithmetic popcount.
//
// Hash tables of the whole words were tried as well (4.3 MB of packed bytes, 2.1 MB with three
// letters folded into the bucket number): each needs one or two reads in a table two to five times
// the automaton's size, and on the shared development machine they were slower than the plain
// walk. Small beats few reads here.

const PREFIX_LETTERS = 3;
/** A module-local copy: an imported binding can compile to a getter call on every read. */
const FINAL = FINAL_BIT;
const PREFIXES = 26 ** PREFIX_LETTERS;

/** Set bits in each 13-bit value: a node's 26 letter bits are two such halves. */
const BITS_IN_13 = new Uint8Array(1 << 13);
for (let i = 1; i < BITS_IN_13.length; i++) BITS_IN_13[i] = (BITS_IN_13[i >> 1] as number) + (i & 1);

export class WordLookup {
  readonly graph: WordGraph;
  /** For each prefix (26² × first + 26 × second + third letter): [node, node's flags], or [-1, 0]. */
  private readonly prefixes = new Int32Array(2 * PREFIXES);

  constructor(graph: WordGraph) {
    this.graph = graph;
    this.prefixes.fill(-1);
    for (let at = 1; at < this.prefixes.length; at += 2) this.prefixes[at] = 0;
    // Follow only the edges that exist (3,594 prefixes of the broad list), not all 17,576.
    const cells = graph.cells;
    const each = (node: number, visit: (letter: number, child: number) => void): void => {
      const flags = cells[node] as number;
      let edge = node + 1;
      for (let letter = 0; letter < 26; letter++) {
        if ((flags & (1 << letter)) !== 0) visit(letter, cells[edge++] as number);
      }
    };
    each(0, (first, a) =>
      each(a, (second, b) =>
        each(b, (third, node) => {
          const at = 2 * ((first * 26 + second) * 26 + third);
          this.prefixes[at] = node;
          this.prefixes[at + 1] = cells[node] as number;
        }),
      ),
    );
  }

  /** Bytes held beyond the automaton itself. */
  get byteLength(): number {
    return this.prefixes.byteLength;
  }

  /** Takes a normalised word (a–z); anything else is simply not a word. Same answers as graph.has. */
  has(word: string): boolean {
    const length = word.length;
    if (length < PREFIX_LETTERS) return this.graph.has(word);
    const first = word.charCodeAt(0) - 97;
    const second = word.charCodeAt(1) - 97;
    const third = word.charCodeAt(2) - 97;
    if (first >>> 0 > 25 || second >>> 0 > 25 || third >>> 0 > 25) return false;
    const at = 2 * ((first * 26 + second) * 26 + third);
    const prefixes = this.prefixes;
    let node = prefixes[at] as number;
    let flags = prefixes[at + 1] as number;
    const cells = this.graph.cells;
    for (let i = PREFIX_LETTERS; i < length; i++) {
      const letter = word.charCodeAt(i) - 97;
      if (letter >>> 0 > 25) return false;
      const bit = 1 << letter;
      if ((flags & bit) === 0) return false;
      const below = flags & (bit - 1);
      node = cells[
        node + 1 + (BITS_IN_13[below & 0x1fff] as number) + (BITS_IN_13[below >>> 13] as number)
      ] as number;
      flags = cells[node] as number;
    }
    return (flags & FINAL) !== 0;
  }
}
