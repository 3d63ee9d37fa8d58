/**
 * Longest term a bot says. The room's own limit (80 by default) is not in the view; every
 * bank term and every WordNet term the knowledge keeps is within this.
 */
export const BOT_MAX_TERM_LENGTH = 30;

/**
 * A term the bot could say, with how sure it is that a table would take it: 1 for the terms
 * we wrote for the built-in boards, less for kinds it found in WordNet for a category pack.
 */
export type KnownTerm = {
  readonly term: string;
  /** Its termKey, which the bot compares with the terms already on the boards. */
  readonly key: string;
  readonly sureness: number;
};

/**
 * What the bot makes of a term someone else said for a category: it knows the term fits, it
 * cannot tell, or the term is clearly wrong (no word of it is a word it knows, in a category
 * that is not about made-up names).
 */
export type TermVerdict = "fits" | "unsure" | "wrong";

/** What an Oh My Word bot knows: categories and the terms that fit them. Pure and read-only. */
export interface OmwKnowledge {
  /** Terms for this category whose important part starts with `letter` (A–Z), best first. */
  termsFor(category: string, letter: string): readonly KnownTerm[];
  judge(category: string, term: string): TermVerdict;
}

/** Knows nothing: every lookup is empty and every term is a matter of doubt. */
export const NO_KNOWLEDGE: OmwKnowledge = {
  termsFor: () => [],
  judge: () => "unsure",
};
