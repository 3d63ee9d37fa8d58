import { removeInvisible } from "./characters";

/**
 * What two texts are compared by when they must differ (a side's categories, say): the
 * invisible characters removed, compatibility forms folded (NFKC: full-width letters,
 * ligatures), lower case, and runs of whitespace made one space. "Cat 3" with a hidden
 * zero-width space and " CAT  3" are both "cat 3".
 */
export function textKey(text: string): string {
  return removeInvisible(text).normalize("NFKC").toLowerCase().replace(/\s+/gu, " ").trim();
}
