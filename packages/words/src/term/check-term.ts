import { foldTerm } from "./fold-term";
import { importantInitial, termKey } from "./important-part";

export type TermErrorCode = "term-empty" | "term-too-long" | "term-wrong-letter" | "term-already-used";

export type TermCheck =
  | { readonly ok: true; readonly term: string; readonly key: string }
  | { readonly ok: false; readonly code: TermErrorCode; readonly message: string };

export type TermCheckOptions = {
  /** Longest accepted term in characters, after trimming. */
  readonly maxLength?: number;
  /** Keys (see `termKey`) of terms already used in this game, when the room refuses repeats. */
  readonly usedKeys?: readonly string[] | ReadonlySet<string>;
};

/** Long enough for a book title, short enough that nobody pastes a paragraph. */
export const DEFAULT_MAX_TERM_LENGTH = 80;

/**
 * The mechanical part of judging a term for Oh My Word: it must be there, be of a sane
 * length, and its important part must start with the drawn letter. Whether it fits the
 * category is left to the players.
 */
export function checkTerm(rawTerm: string, letter: string, options: TermCheckOptions = {}): TermCheck {
  const term = rawTerm.trim().replace(/\s+/g, " ");
  const maxLength = options.maxLength ?? DEFAULT_MAX_TERM_LENGTH;
  const initial = importantInitial(term);
  if (term.length === 0 || initial === null) {
    return { ok: false, code: "term-empty", message: "Say a word or phrase first." };
  }
  if ([...term].length > maxLength) {
    return {
      ok: false,
      code: "term-too-long",
      message: `That term is too long; keep it to ${maxLength} characters.`,
    };
  }
  const wanted = foldTerm(letter).charAt(0);
  if (initial !== wanted) {
    return {
      ok: false,
      code: "term-wrong-letter",
      message: `The important part of your term must start with ${letter.toUpperCase()}.`,
    };
  }
  const key = termKey(term);
  const used = options.usedKeys;
  if (
    used !== undefined &&
    (Array.isArray(used) ? used.includes(key) : (used as ReadonlySet<string>).has(key))
  ) {
    return { ok: false, code: "term-already-used", message: "That term was already used in this game." };
  }
  return { ok: true, term, key };
}
