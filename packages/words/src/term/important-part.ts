import { foldTerm } from "./fold-term";

/** Leading words that don't count: "The Man in the Iron Mask" is an M. */
export const LEADING_ARTICLES: readonly string[] = ["the", "a", "an"];

const WORD = /[\p{L}\p{N}]+(?:['’\-.][\p{L}\p{N}]+)*/gu;

/**
 * The words of a term, folded (lower case, no accents) and stripped of punctuation and
 * quotes: `"The Man in the Iron Mask"` → ["the", "man", "in", "the", "iron", "mask"].
 */
export function termWords(term: string): string[] {
  return foldTerm(term).match(WORD) ?? [];
}

/**
 * The words that carry the term's meaning: one leading article is skipped, but only when
 * something follows it, so the band "The The" still starts with T and "A" alone is an A.
 */
export function importantWords(term: string): string[] {
  const words = termWords(term);
  const first = words[0];
  if (words.length > 1 && first !== undefined && LEADING_ARTICLES.includes(first)) return words.slice(1);
  return words;
}

/** The first character of the important part, folded; null when the term has no words. */
export function importantInitial(term: string): string | null {
  const first = importantWords(term)[0];
  return first === undefined ? null : first.charAt(0);
}

/**
 * A key that identifies a term regardless of case, accents, punctuation and a leading
 * article: "The Beatles", "beatles" and "Beatles!" share one key.
 */
export function termKey(term: string): string {
  return importantWords(term).join(" ");
}
