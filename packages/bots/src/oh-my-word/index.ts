// The Oh My Word bot and what it knows. Pure: WordNet's files are read by @wordhall/bots/node.
export { type KnowledgeOptions, ohMyWordKnowledge } from "../knowledge/build-knowledge";
export { BUILT_IN_TERMS } from "../knowledge/built-in-terms/index";
export {
  type JudgingHint,
  type JudgingHintKnowledge,
  judgingHint,
  judgingHintKnowledge,
} from "../knowledge/judging-hint";
export type { KnownTerm, OmwKnowledge, TermVerdict } from "../knowledge/omw-knowledge";
export { type WordNet, type WordnetFiles, wordnetFromFiles } from "../knowledge/wordnet/wordnet";
export { type OhMyWordBotOptions, ohMyWordBot } from "./bot";
export { OMW_LEVELS, type OmwLevelStyle } from "./levels";
