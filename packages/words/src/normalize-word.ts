// Lexicons only hold a–z words, so every word a player types goes through here before a lookup.
// NFD splits "é" into "e" + a combining accent, which is then dropped; anything that is still not
// a–z afterwards (digits, hyphens, apostrophes, "ß", "æ", inner spaces) makes the input a non-word.

const PLAIN_WORD = /^[a-z]+$/;
const COMBINING_MARKS = /\p{M}/gu;

export function normalizeWord(input: string): string | null {
  // Fast path: most lookups are already normalised, and this keeps them allocation-free.
  // Lower-casing comes before NFD because some capitals lower-case into a letter plus a mark.
  if (PLAIN_WORD.test(input)) return input;
  const word = input.trim().toLowerCase().normalize("NFD").replace(COMBINING_MARKS, "");
  return PLAIN_WORD.test(word) ? word : null;
}

/** True when `word` is already in the form lexicons store: one or more letters a–z. */
export function isNormalizedWord(word: string): boolean {
  return PLAIN_WORD.test(word);
}
