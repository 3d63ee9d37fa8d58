import { importantWords, normalizeWord, termKey } from "@wordhall/words";
import { BUILT_IN_TERMS, INVENTED_CATEGORIES, NAME_CATEGORIES } from "./built-in-terms/index";
import { categoryKey } from "./category-key";
import type { KnownTerm, OmwKnowledge, TermVerdict } from "./omw-knowledge";
import { type BankEntry, indexBank, type TermBank } from "./term-bank";
import type { WordNet } from "./wordnet/wordnet";
import {
  type CategoryKinds,
  type CommonWords,
  categoryKinds,
  type KindsLimits,
} from "./wordnet/wordnet-kinds";

export type KnowledgeOptions = {
  /** Terms written for categories, by their exact text: the built-in boards' by default. */
  readonly bank?: TermBank;
  /** Bank categories whose answers are made up ("Name for a dragon"): any term may fit. */
  readonly invented?: Iterable<string>;
  /** Bank categories whose answers are names or titles: a word it has never met proves nothing. */
  readonly names?: Iterable<string>;
  /** The pack fallback: kinds of a category's head noun, and the words the bot has met. */
  readonly wordnet?: WordNet | null;
  readonly kindsLimits?: KindsLimits;
  /**
   * Common English words (the words package's "common" lexicon): kinds named with them are
   * the ones it is surest of, and a term made of them is never nonsense.
   */
  readonly commonWords?: CommonWords | null;
  /** How many pack categories' kinds to keep worked out (the oldest is dropped first). */
  readonly cacheSize?: number;
};

// A word with no vowel, or with a letter four times in a row, is a keyboard, not a word.
const NONSENSE = /^[^aeiouy]+$|(.)\1\1\1/;

/**
 * What a bot knows: the bank for the categories it has one for, WordNet's kinds of the
 * head noun for the rest. The kinds of a pack category are worked out the first time it is
 * asked about and kept (a bounded cache owned by this knowledge, not by the module).
 */
export function ohMyWordKnowledge(options: KnowledgeOptions = {}): OmwKnowledge {
  const bank = indexBank(options.bank ?? BUILT_IN_TERMS);
  const invented = new Set([...(options.invented ?? INVENTED_CATEGORIES)].map(categoryKey));
  const names = new Set([...(options.names ?? NAME_CATEGORIES)].map(categoryKey));
  const wordnet = options.wordnet ?? null;
  const common = options.commonWords ?? null;
  const cacheSize = options.cacheSize ?? 512;
  const kindsCache = new Map<string, CategoryKinds>();
  const bankWords = new Set<string>();
  for (const entry of bank.values()) for (const w of entry.words) bankWords.add(w);

  function kindsOf(key: string, category: string): CategoryKinds | null {
    if (wordnet === null) return null;
    let kinds = kindsCache.get(key);
    if (kinds === undefined) {
      kinds = categoryKinds(wordnet, category, options.kindsLimits, common);
      if (kindsCache.size >= cacheSize) {
        const oldest = kindsCache.keys().next().value;
        if (oldest !== undefined) kindsCache.delete(oldest);
      }
      kindsCache.set(key, kinds);
    }
    return kinds;
  }

  // Bots ask about the same few category texts over and over: remember where each one's answers are.
  const sources = new Map<string, BankEntry | CategoryKinds | null>();
  function source(category: string): BankEntry | CategoryKinds | null {
    let found = sources.get(category);
    if (found === undefined) {
      const key = categoryKey(category);
      found = bank.get(key) ?? kindsOf(key, category);
      if (sources.size >= cacheSize * 4) sources.clear();
      sources.set(category, found);
    }
    return found;
  }

  const knowsWord = (w: string) => {
    if (bankWords.has(w) || wordnet?.knowsWord(w)) return true;
    const n = common === null ? null : normalizeWord(w);
    return n !== null && (common?.has(n) ?? false);
  };

  return {
    termsFor(category: string, letter: string): readonly KnownTerm[] {
      return source(category)?.byLetter.get(letter.toUpperCase()) ?? [];
    },
    judge(category: string, term: string): TermVerdict {
      const key = categoryKey(category);
      if (invented.has(key)) return "fits";
      if (source(category)?.keys.has(termKey(term))) return "fits";
      const words = importantWords(term);
      if (words.length === 0) return "wrong";
      if (words.every((w) => NONSENSE.test(w))) return "wrong";
      // Only where the answers are ordinary words, and only with a vocabulary big enough to
      // know them, does "no word of it is a word" mean the term is made up.
      if (wordnet !== null && bank.has(key) && !names.has(key) && !words.some(knowsWord)) return "wrong";
      return "unsure";
    },
  };
}
