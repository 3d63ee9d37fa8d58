import { buywordModule } from "@wordhall/engine";
import { describe, expect, it } from "vitest";
import { serverLexicons } from "../../lexicons";
import { GUIDED_BUYWORD } from "./guided-buyword";
import { guidedConfig, guidedOpening, isGoodOpening } from "./guided-opening";

const lexicons = serverLexicons;

describe("the guided first BuyWord game's seed", () => {
  const opening = guidedOpening(GUIDED_BUYWORD.seed, lexicons);

  it("BW-5, BW-7, BW-8: round 1 rolls a 5 and deals the player R M O I I for $49", () => {
    expect(opening.dice.slice(0, 2)).toEqual([5, 5]);
    expect(opening.draws[0]).toEqual(["R", "M", "O", "I", "I"]);
    expect(opening.firstCost).toBe(49);
  });

  it("BW-10, BW-11: the first draw sells RIM early, and what is left sells ION with a wild", () => {
    expect(opening.saleWord).toBe("RIM");
    expect(opening.wildWord).toBe("ION");
    expect(GUIDED_BUYWORD.words).toEqual([opening.saleWord, opening.wildWord]);
    // The game judges by the room's lexicon (broad), not only the everyday one the search used.
    const judge = buywordModule({ lexicons }).judge(guidedConfig());
    for (const word of GUIDED_BUYWORD.words) expect(judge.isWord(word)).toBe(true);
  });

  it("BW-7: round 2 deals a dear draw without a vowel, the one to discard", () => {
    expect(opening.draws[1]).toEqual(["Z", "D", "P", "C", "F"]);
    expect(opening.secondCost).toBe(169);
    expect(opening.secondHasVowel).toBe(false);
  });

  it("BW-13: the first two draws hold more letters than the hand limit of 8", () => {
    expect((opening.draws[0]?.length ?? 0) + (opening.draws[1]?.length ?? 0)).toBeGreaterThan(
      guidedConfig().variants.handLimit ?? Number.POSITIVE_INFINITY,
    );
    expect(isGoodOpening(opening)).toBe(true);
  });
});
