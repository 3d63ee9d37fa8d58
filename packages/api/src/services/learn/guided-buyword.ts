/**
 * The guided first BuyWord game (docs/web.md, "Guided first game"): a real game against one
 * easy bot, set up from this curated seed so the lessons come early. With it, the player's
 * first draw (R M O I I, $49) spells RIM, the O and I left spell ION with a wild standing for
 * the N, the second draw (Z D P C F, $169, no vowel) is one to discard, and the first two
 * draws hold ten letters, past the hand limit of 8 for a player who buys both and keeps them.
 * `guided-buyword.test.ts` checks all of this against the engine; `scripts/find-guided-seed.ts`
 * found it. The seed stays on the server like any other; the words are the coach's
 * suggestions, which it shows only while the player's hand can spell them.
 */
export const GUIDED_BUYWORD = {
  /** Stored on the game (`game.guide`): a later guide with another seed gets a new id. */
  id: "buyword-1",
  seed: "guided-buyword-750",
  words: ["RIM", "ION"],
} as const;
