import type { Lexicon, LexiconId } from "./lexicon";

/**
 * The lexicons a host hands to the engine. This package never reads a file: a Node host passes
 * nodeLexicons() from @wordhall/words/node, a browser the lexicons it fetched, a test ones built
 * in memory (lexiconsFrom). See docs/words.md.
 */
export interface Lexicons {
  /** The lexicon with this id; throws MissingLexiconError when the host has none. */
  get(id: LexiconId): Lexicon;
}

/** A lexicon something needed was not among the ones its host handed over. */
export class MissingLexiconError extends Error {
  override readonly name = "MissingLexiconError";
  readonly id: LexiconId;

  constructor(id: LexiconId, available: readonly LexiconId[]) {
    const held = available.length === 0 ? "none" : available.map((a) => `"${a}"`).join(", ");
    super(
      `The lexicon "${id}" was not handed over (given: ${held}). Pass every lexicon the games use: ` +
        "nodeLexicons() from @wordhall/words/node on a server, lexiconsFrom([...]) elsewhere.",
    );
    this.id = id;
  }
}

/** Lexicons that are already in memory, by their ids; any other id throws MissingLexiconError. */
export function lexiconsFrom(lexicons: Iterable<Lexicon>): Lexicons {
  const byId = new Map<LexiconId, Lexicon>();
  for (const lexicon of lexicons) byId.set(lexicon.id, lexicon);
  return {
    get(id) {
      const lexicon = byId.get(id);
      if (!lexicon) throw new MissingLexiconError(id, [...byId.keys()]);
      return lexicon;
    },
  };
}
