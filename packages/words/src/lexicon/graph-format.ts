// The binary layout of a word graph (a minimal acyclic automaton, or DAWG), shared by the builder
// and the reader. Everything is little-endian uint32, so a file loads as one Uint32Array view with
// no parsing:
//
//   header  [MAGIC, VERSION, nodeCount, edgeCount, wordCount, 0, 0, 0]
//   cells   one record per node: [flags, child, child, …]. Bits 0–25 of flags say which letters
//           a–z leave the node, bit 26 says a word ends there; then comes the target of each of
//           those edges, in letter order, as the cell offset of the target's record.
//
// A node is named by the offset of its record, and the root's record comes first (offset 0). A
// letter's edge is found in O(1): it is the cell after the flags plus the number of set letter
// bits below that letter's bit. Keeping a node's edges next to its flags means a step of a lookup
// reads one cache line, and numbering in depth-first order puts a node's first child right
// after it.

export const GRAPH_MAGIC = 0x47445748; // "HWDG" read as little-endian bytes
export const GRAPH_VERSION = 2;
export const HEADER_WORDS = 8;
export const FINAL_BIT = 1 << 26;
export const LETTER_MASK = FINAL_BIT - 1;
export const ALPHABET_SIZE = 26;
