import { createWordJudge, type LexiconJudge, layerHouseRules } from "@wordhall/words";
import type { BuywordConfig } from "./config";

// Building a judge normalises the house lists; do it once per config, not per sale. States are
// stored as JSON, so the same config can come back as a new object: key by content then.
const byObject = new WeakMap<BuywordConfig, LexiconJudge>();
const byContent = new Map<string, LexiconJudge>();
const MAX_CACHED = 256;

export function judgeFor(config: BuywordConfig): LexiconJudge {
  const hit = byObject.get(config);
  if (hit) return hit;
  const { house, platform } = config;
  const key = JSON.stringify([
    config.lexicon,
    house.allowed,
    house.banned,
    platform.allowed,
    platform.banned,
  ]);
  let judge = byContent.get(key);
  if (!judge) {
    // The room's own house words decide over the platform's list, which decides over the lexicon.
    judge = createWordJudge(config.lexicon, layerHouseRules(platform, house));
    if (byContent.size >= MAX_CACHED) byContent.clear();
    byContent.set(key, judge);
  }
  byObject.set(config, judge);
  return judge;
}
