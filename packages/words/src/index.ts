export type { Lexicon, LexiconId } from "./lexicon/lexicon";
export {
  BUILD_LEXICONS_COMMAND,
  isLexiconFileCurrent,
  LEXICON_IDS,
  lexiconFileUrl,
  lexiconFromData,
  loadLexicon,
  provideLexicon,
  setLexiconDirectory,
} from "./lexicon/lexicon";
export { WordGraph } from "./lexicon/word-graph";
export { isNormalizedWord, normalizeWord } from "./normalize-word";
export type { SalePlan, SalePlanOptions } from "./search/best-sale-plan";
export { bestSalePlan, DEFAULT_EXACT_LIMIT } from "./search/best-sale-plan";
export { findSellableWords } from "./search/find-sellable-words";
export type { Hand, SellableWord, Tile, WildUse, WordSearchOptions, WordSource } from "./search/hand";
export { DEFAULT_MIN_LENGTH, WILD_PIPS } from "./search/hand";
export type { ScannedWord } from "./search/scan-sellable-words";
export { scanSellableWords } from "./search/scan-sellable-words";
export * from "./term";
export type { HouseRules, LexiconJudge, WordJudge } from "./word-judge";
export { createWordJudge, layerHouseRules } from "./word-judge";
