import { normalizeWord } from "@wordhall/words";
import { BUILT_IN_TERMS } from "../knowledge/built-in-terms/index";
import { splitTerms } from "../knowledge/term-bank";

/** Words of a theme or category that say nothing about what fits it. */
const FILLER = new Set([
  "a",
  "an",
  "and",
  "at",
  "for",
  "from",
  "in",
  "into",
  "it",
  "of",
  "on",
  "or",
  "that",
  "the",
  "thing",
  "things",
  "something",
  "to",
  "with",
  "you",
  "your",
  "you'd",
  "which",
  "what",
  "who",
]);

const cache = new Map<string, ReadonlySet<string>>();

/**
 * The words it knows fit a round's theme (BW-22): every one-word term of the Oh My Word term
 * banks whose category shares a word with the theme ("Animals": the terms of "Zoo animal",
 * "Farm animal", "Animal sound"…; "Food": of "Picnic food", "Street food"…). Empty for a
 * theme the banks know nothing of. A theme's words count singular or plural alike.
 */
export function themeWords(theme: string): ReadonlySet<string> {
  const hit = cache.get(theme);
  if (hit) return hit;
  const wanted = keyWords(theme);
  const words = new Set<string>();
  if (wanted.size > 0) {
    for (const [category, letters] of Object.entries(BUILT_IN_TERMS)) {
      if (![...keyWords(category)].some((w) => wanted.has(w))) continue;
      for (const list of Object.values(letters)) {
        for (const term of splitTerms(list)) {
          const word = term.includes(" ") ? null : normalizeWord(term);
          if (word) words.add(word);
        }
      }
    }
  }
  if (cache.size > 256) cache.clear();
  cache.set(theme, words);
  return words;
}

function keyWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const raw of text.toLowerCase().split(/[^a-z']+/)) {
    if (raw.length < 3 || FILLER.has(raw)) continue;
    out.add(raw.endsWith("s") && raw.length > 3 ? raw.slice(0, -1) : raw);
  }
  return out;
}
