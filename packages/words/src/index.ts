export type { Lexicon, LexiconId } from "./lexicon/lexicon";
export {
  BUILD_LEXICONS_COMMAND,
  LEXICON_IDS,
  lexiconFileUrl,
  lexiconFromData,
  loadLexicon,
  setLexiconDirectory,
} from "./lexicon/lexicon";
export { WordGraph } from "./lexicon/word-graph";
export { isNormalizedWord, normalizeWord } from "./normalize-word";
export * from "./term";
export type { HouseRules, LexiconJudge, WordJudge } from "./word-judge";
export { createWordJudge } from "./word-judge";
