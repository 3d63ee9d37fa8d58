import type { Db } from "@wordhall/db";
import type { BuywordConfig } from "@wordhall/engine";
import { createWordJudge, type LexiconJudge } from "@wordhall/words";
import type { Viewer } from "../records/game-access";
import { buywordGameForViewer } from "./buyword-game";

// Judges are built per distinct lexicon and house lists: rooms share a handful of configs,
// and building one normalises the house lists.
const judges = new Map<string, LexiconJudge>();
const MAX_JUDGES = 128;

export function judgeForConfig(config: BuywordConfig): LexiconJudge {
  const key = JSON.stringify([config.lexicon, config.house.allowed, config.house.banned]);
  let judge = judges.get(key);
  if (!judge) {
    judge = createWordJudge(config.lexicon, config.house);
    if (judges.size >= MAX_JUDGES) judges.clear();
    judges.set(key, judge);
  }
  return judge;
}

/**
 * Whether a word would sell in this game (BW-10): its lexicon after its house rules, exactly
 * as the engine judges a sale. Says nothing about anyone's tiles, so any viewer may ask.
 */
export async function checkBuywordWord(db: Db, viewer: Viewer, gameId: string, word: string) {
  const { config } = await buywordGameForViewer(db, viewer, gameId);
  return { word: word.toUpperCase(), valid: judgeForConfig(config).isWord(word) };
}
