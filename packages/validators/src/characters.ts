// The kinds of character free text is checked for. Each is a Unicode property or a short
// list from the standard, so the browser (the pack editor checks packs with these schemas)
// and the server agree on every character.

/** C0 controls, DEL and C1 controls: U+0000–U+001F and U+007F–U+009F. */
export const CONTROL = /\p{Cc}/u;

/** Half of a surrogate pair without the other half: not text, and stored as U+FFFD if at all. */
export const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they reorder the text
 * shown after them, so a name could make the words beside it read backwards. The marks
 * U+200E, U+200F and U+061C only nudge neighbouring punctuation and are allowed.
 */
export const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;

/**
 * Characters that draw nothing (Unicode's Default_Ignorable_Code_Point): zero-width spaces
 * and joiners, the word joiner, the byte-order mark, the soft hyphen, variation selectors,
 * tags. Some are needed inside text (joiners in emoji and in Indic and Arabic scripts), so
 * they are kept where they are typed but never count as a visible character, and never tell
 * two texts apart.
 */
export const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/** Blank characters that are neither whitespace nor ignorable, for the emptiness check. */
const BLANK = /[\s\u2800]/gu;

/** Line breaks other than `\n` that a pasted text may carry; multi-line text stores `\n`. */
export const OTHER_LINE_BREAKS = /\r\n?|[\u2028\u2029]/g;

/** Any line break, for text that must stay on one line. */
export const LINE_BREAK = /[\n\r\u2028\u2029]/u;

// Whitespace and the zero-width characters that mean nothing at either end of a text.
const EDGES = /^[\s\u200B-\u200D\u2060\uFEFF]+|[\s\u200B-\u200D\u2060\uFEFF]+$/gu;

/** The text without whitespace or zero-width characters at either end. */
export function trimEdges(text: string): string {
  return text.replace(EDGES, "");
}

/** The text without the characters that draw nothing. */
export function removeInvisible(text: string): string {
  return text.replace(INVISIBLE, "");
}

/**
 * How long the text looks: its code points, invisible ones left out. Code points rather
 * than graphemes (Intl.Segmenter) because their count is the same in every browser and
 * Node release, where grapheme rules follow each one's ICU data, and because it bounds
 * what is stored: a letter with a hundred combining accents is one grapheme but a hundred
 * and one code points here.
 */
export function visibleLength(text: string): number {
  let count = 0;
  for (const _ of removeInvisible(text)) count++;
  return count;
}

/** True when nothing would show: only whitespace, blanks and invisible characters. */
export function looksEmpty(text: string): boolean {
  return removeInvisible(text).replace(BLANK, "") === "";
}
