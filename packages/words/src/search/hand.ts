import type { Lexicon } from "../lexicon/lexicon";
import { WordGraph } from "../lexicon/word-graph";
import type { LexiconJudge } from "../word-judge";

/** A BuyWord letter tile. Pips are 1–4 in the game; the searches assume at least 1, a wild's worth. */
export interface Tile {
  readonly letter: string; // "A"–"Z"
  readonly pips: number;
}

export interface Hand {
  readonly tiles: readonly Tile[];
  /** Wild tiles held: 1 pip each, any letter, at most one per word. */
  readonly wilds: number;
}

export interface WildUse {
  /** Index of the letter the wild stands in for, within the word. */
  readonly position: number;
  /** The letter it stands for, "A"–"Z". */
  readonly letter: string;
}

export interface SellableWord {
  /** Normalised (lower-case a–z). */
  readonly word: string;
  readonly pips: number;
  /** The square of the pips. */
  readonly price: number;
  /** Indices into hand.tiles, in the word's letter order; the wild's position has no entry. */
  readonly tiles: readonly number[];
  readonly wild: WildUse | null;
}

export interface WordSearchOptions {
  /**
   * Shortest word worth listing. Defaults to 2: one-letter words ("a", "i") are in the broad
   * lexicon but are not what a BuyWord sale is about, and a room can lower this.
   */
  readonly minLength?: number;
}

export const DEFAULT_MIN_LENGTH = 2;
export const WILD_PIPS = 1;

/** What a search walks: a lexicon's automaton, plus a judge's house words when given a judge. */
export type WordSource = Lexicon | LexiconJudge | WordGraph;

export interface SearchGraphs {
  readonly graph: WordGraph;
  /** House words missing from the lexicon, as a small graph of their own; null when none. */
  readonly extra: WordGraph | null;
  readonly banned: ReadonlySet<string>;
}

const NO_WORDS: ReadonlySet<string> = new Set();
const extraGraphs = new WeakMap<LexiconJudge, WordGraph | null>();

export function searchGraphs(source: WordSource): SearchGraphs {
  if (source instanceof WordGraph) return { graph: source, extra: null, banned: NO_WORDS };
  if (!("allowed" in source)) return { graph: source.graph, extra: null, banned: NO_WORDS };
  let extra = extraGraphs.get(source);
  if (extra === undefined) {
    const missing = [...source.allowed].filter((word) => !source.graph.has(word));
    extra = missing.length > 0 ? WordGraph.fromWords(missing) : null;
    extraGraphs.set(source, extra);
  }
  return { graph: source.graph, extra, banned: source.banned };
}

/** 0–25 for "A"–"Z" (either case), -1 for anything a word cannot use. */
export function letterIndex(letter: string): number {
  if (letter.length !== 1) return -1;
  const code = letter.charCodeAt(0) | 32;
  return code >= 97 && code <= 122 ? code - 97 : -1;
}

export function wildCount(hand: Hand): number {
  return Number.isFinite(hand.wilds) && hand.wilds > 0 ? Math.floor(hand.wilds) : 0;
}

export const upperLetter = (index: number): string => String.fromCharCode(65 + index);
