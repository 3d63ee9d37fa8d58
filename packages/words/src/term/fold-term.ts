// Letters that Unicode doesn't decompose into a base letter plus accent, folded by hand so
// "Øresund" counts for O and "Æsop" for A.
const SPECIAL_FOLDS: Readonly<Record<string, string>> = {
  ø: "o",
  æ: "a",
  œ: "o",
  ß: "s",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "t",
  ı: "i",
};
const COMBINING_MARKS = /\p{M}/gu;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the range is all of ASCII on purpose.
const ASCII = /^[\x00-\x7f]*$/;
const SPECIAL = /[øæœßłđðþı]/g;

/** Lower case without accents, so "Éclair" and "eclair" compare equal. */
export function foldTerm(term: string): string {
  // Most terms are plain ASCII: skip the Unicode work for them.
  if (ASCII.test(term)) return term.toLowerCase();
  return term
    .toLowerCase()
    .normalize("NFD")
    .replace(COMBINING_MARKS, "")
    .replace(SPECIAL, (ch) => SPECIAL_FOLDS[ch] ?? ch);
}
