import { GUIDED_BUYWORD } from "./guided-buyword";
import { GUIDED_OMW } from "./guided-omw";

/**
 * What the web is told about a game's guide (rooms.get: currentGame.guide): its id (the key
 * of "Skip the guide"), and what the coach may suggest: BuyWord's words, which it shows only
 * while the hand spells them, or Oh My Word's example term for the first letter.
 */
export type GuideView =
  | { readonly kind: "buyword"; readonly id: string; readonly words: readonly string[] }
  | {
      readonly kind: "oh-my-word";
      readonly id: string;
      readonly example: { readonly letter: string; readonly category: number; readonly term: string };
    };

/** The guide of the id stored on a game, or null (no guide, or one this server no longer has). */
export function guideView(id: string | null): GuideView | null {
  if (id === GUIDED_BUYWORD.id) return { kind: "buyword", id, words: GUIDED_BUYWORD.words };
  if (id === GUIDED_OMW.id) return { kind: "oh-my-word", id, example: GUIDED_OMW.example };
  return null;
}
