// The binary layout of a word graph (a minimal acyclic automaton, or DAWG), shared by the builder
// and the reader. Everything is little-endian uint32, so a file loads as one Uint32Array view with
// no parsing:
//
//   header  [MAGIC, VERSION, nodeCount, edgeCount, wordCount, 0, 0, 0]
//   nodes   nodeCount pairs [flags, firstEdge]: flags bits 0–25 say which letters a–z leave the
//           node, bit 26 says a word ends here; firstEdge indexes the node's first edge
//   edges   edgeCount target node indices, one per set letter bit, in letter order
//
// A letter's edge is found in O(1): firstEdge + the number of set letter bits below it. Node 0 is
// the root.

export const GRAPH_MAGIC = 0x47445748; // "HWDG" read as little-endian bytes
export const GRAPH_VERSION = 1;
export const HEADER_WORDS = 8;
export const FINAL_BIT = 1 << 26;
export const LETTER_MASK = FINAL_BIT - 1;
export const ALPHABET_SIZE = 26;
