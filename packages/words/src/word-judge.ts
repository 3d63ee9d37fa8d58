import type { Lexicon } from "./lexicon/lexicon";
import type { WordGraph } from "./lexicon/word-graph";
import { normalizeWord } from "./normalize-word";

/** A room's additions to its lexicon. Entries are normalised like any word; others are ignored. */
export type HouseRules = { allowed?: readonly string[]; banned?: readonly string[] };

export interface WordJudge {
  /** Accepts raw input (any case, accents) and normalises it itself. */
  isWord(word: string): boolean;
}

/** A judge backed by a lexicon, which is what the word searches need to walk. */
export interface LexiconJudge extends WordJudge {
  readonly graph: WordGraph;
  /** Normalised house words that are sellable although the lexicon lacks them. */
  readonly allowed: ReadonlySet<string>;
  /** Normalised house words that are never sellable. */
  readonly banned: ReadonlySet<string>;
}

function normalizedSet(words: readonly string[] | undefined): Set<string> {
  const set = new Set<string>();
  for (const raw of words ?? []) {
    const word = normalizeWord(raw);
    if (word !== null) set.add(word);
  }
  return set;
}

/**
 * Puts one set of house rules on top of another: `upper` decides every word it names (its
 * banned words stay banned even if `lower` allows them, its allowed words stay allowed even
 * if `lower` bans them), and `lower` decides the rest. The platform's list is `lower` and a
 * room's own house words are `upper` (docs/words.md).
 */
export function layerHouseRules(lower: HouseRules, upper: HouseRules): Required<HouseRules> {
  const upperAllowed = normalizedSet(upper.allowed);
  const upperBanned = normalizedSet(upper.banned);
  for (const word of upperBanned) upperAllowed.delete(word);
  const banned = new Set(upperBanned);
  for (const word of normalizedSet(lower.banned)) if (!upperAllowed.has(word)) banned.add(word);
  const allowed = new Set(upperAllowed);
  for (const word of normalizedSet(lower.allowed)) if (!banned.has(word)) allowed.add(word);
  return { allowed: [...allowed], banned: [...banned] };
}

/**
 * Judges words by a lexicon plus a room's house rules: a banned word is never a word, an allowed
 * one always is (unless also banned), and everything else is up to the lexicon. The lexicon is
 * handed in, never loaded here (see Lexicons).
 */
export function createWordJudge(words: Lexicon | WordGraph, house: HouseRules = {}): LexiconJudge {
  // A lexicon answers through its fast lookup; a bare graph (small custom lists) walks itself.
  const graph = "graph" in words ? words.graph : words;
  const banned = normalizedSet(house.banned);
  const allowed = normalizedSet(house.allowed);
  for (const word of banned) allowed.delete(word);
  return {
    graph,
    allowed,
    banned,
    isWord(input) {
      const word = normalizeWord(input);
      if (word === null || banned.has(word)) return false;
      return allowed.has(word) || words.has(word);
    },
  };
}
