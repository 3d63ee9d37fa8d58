import { createWordJudge, type LexiconJudge, type Lexicons, layerHouseRules } from "@wordhall/words";
import type { BuywordConfig } from "./config";

/** The judge a config's sales are decided by: its lexicon, the platform's list, then the room's house words. */
export type JudgeFor = (config: BuywordConfig) => LexiconJudge;

const MAX_CACHED = 256;

/**
 * Judges by the lexicons a host handed in; the engine never loads one itself. Building a judge
 * normalises the house lists, so it is done once per config, not per sale. States are stored as
 * JSON, so the same config can come back as a new object: keyed by content then. The caches
 * belong to this one judge (one per module), so hosts share nothing.
 */
export function judgesFrom(lexicons: Lexicons): JudgeFor {
  if (typeof lexicons?.get !== "function") {
    throw new TypeError(
      "BuyWord judges sales by the lexicons it is handed: make the module with buywordModule({ lexicons }).",
    );
  }
  const byObject = new WeakMap<BuywordConfig, LexiconJudge>();
  const byContent = new Map<string, LexiconJudge>();
  return (config) => {
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
      judge = createWordJudge(lexicons.get(config.lexicon), layerHouseRules(platform, house));
      if (byContent.size >= MAX_CACHED) byContent.clear();
      byContent.set(key, judge);
    }
    byObject.set(config, judge);
    return judge;
  };
}
