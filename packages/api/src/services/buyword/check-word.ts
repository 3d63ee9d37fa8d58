import type { Db } from "@wordhall/db";
import type { BuywordConfig } from "@wordhall/engine";
import type { LexiconJudge } from "@wordhall/words";
import { games } from "../games/game-modules";
import type { Viewer } from "../records/game-access";
import { buywordGameForViewer } from "./buyword-game";

/**
 * The engine's own judge for this config (cached per distinct lists there): its lexicon, the
 * platform's allowed/banned list copied in at setup, then the room's house words.
 */
export function judgeForConfig(config: BuywordConfig): LexiconJudge {
  return games.buyword.judge(config);
}

/**
 * Whether a word would sell in this game (BW-10): its lexicon after its house rules, exactly
 * as the engine judges a sale. Says nothing about anyone's tiles, so any viewer may ask.
 */
export async function checkBuywordWord(db: Db, viewer: Viewer, gameId: string, word: string) {
  const { config } = await buywordGameForViewer(db, viewer, gameId);
  return { word: word.toUpperCase(), valid: judgeForConfig(config).isWord(word) };
}
