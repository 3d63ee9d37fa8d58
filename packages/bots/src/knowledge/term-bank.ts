import { importantWords, termKey } from "@wordhall/words";
import { categoryKey } from "./category-key";
import type { KnownTerm } from "./omw-knowledge";

/**
 * Terms for one category by initial letter, each letter's terms in one string separated by
 * semicolons ("Apple; Apricot; Avocado"), which keeps a bank file readable one letter a line.
 */
export type LetterTerms = Readonly<Partial<Record<string, string>>>;

/** Categories (by their exact text) and their terms. */
export type TermBank = Readonly<Record<string, LetterTerms>>;

/** One category of a bank, ready to answer: its terms by letter and the keys of all of them. */
export type BankEntry = {
  readonly category: string;
  readonly byLetter: ReadonlyMap<string, readonly KnownTerm[]>;
  /** termKey of every term, whatever its letter: what "I know that one" means. */
  readonly keys: ReadonlySet<string>;
  /** Every important word of every term, folded: words the bot has met in this category. */
  readonly words: ReadonlySet<string>;
};

/** Splits "Apple; Apricot" into its terms, tidied; empty pieces are dropped. */
export function splitTerms(list: string | undefined): string[] {
  if (list === undefined) return [];
  return list
    .split(";")
    .map((t) => t.trim().replace(/\s+/g, " "))
    .filter((t) => t.length > 0);
}

export function bankEntry(category: string, letters: LetterTerms): BankEntry {
  const byLetter = new Map<string, KnownTerm[]>();
  const keys = new Set<string>();
  const words = new Set<string>();
  for (const [letter, list] of Object.entries(letters)) {
    const terms = splitTerms(list).map((term) => ({ term, key: termKey(term), sureness: 1 }));
    byLetter.set(letter.toUpperCase(), terms);
    for (const { term, key } of terms) {
      keys.add(key);
      for (const w of importantWords(term)) words.add(w);
    }
  }
  return { category, byLetter, keys, words };
}

/** The entries of a bank keyed by categoryKey, so lookups ignore case and spacing. */
export function indexBank(bank: TermBank): ReadonlyMap<string, BankEntry> {
  const out = new Map<string, BankEntry>();
  for (const [category, letters] of Object.entries(bank))
    out.set(categoryKey(category), bankEntry(category, letters));
  return out;
}
