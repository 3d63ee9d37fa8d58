import { buildWordGraphData } from "./build-word-graph";
import { WordGraph } from "./word-graph";
import { WordLookup } from "./word-lookup";

export type LexiconId = "broad" | "common";
export const LEXICON_IDS: readonly LexiconId[] = ["broad", "common"];

export interface Lexicon {
  readonly id: LexiconId;
  /** Number of words. */
  readonly size: number;
  /**
   * Takes a normalised word (see normalizeWord); anything else is not in the lexicon. Answers
   * through a WordLookup, which is faster than graph.has and agrees with it.
   */
  has(word: string): boolean;
  /** The automaton behind the lexicon, which the word searches walk. */
  readonly graph: WordGraph;
}

/**
 * Wraps graph data that is already in memory: a .bin a Node host read (@wordhall/words/node),
 * one a browser fetched, or one a test built with buildWordGraphData.
 */
export function lexiconFromData(id: LexiconId, data: Uint32Array): Lexicon {
  const graph = new WordGraph(data);
  const lookup = new WordLookup(graph);
  return { id, size: graph.size, graph, has: (word) => lookup.has(word) };
}

/** Builds a lexicon from a word list in memory: for tests and small custom lists. */
export function lexiconFromWords(id: LexiconId, words: Iterable<string>): Lexicon {
  return lexiconFromData(id, buildWordGraphData(words));
}
