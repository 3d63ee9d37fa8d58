import { lexiconFromWords, lexiconsFrom } from "@wordhall/words";
import { describe, expect, it } from "vitest";
import { createBotRegistry } from "./registry";

const registry = () =>
  createBotRegistry({
    lexicons: lexiconsFrom([lexiconFromWords("broad", ["cat"]), lexiconFromWords("common", ["cat"])]),
    omwKnowledge: () => {
      throw new Error("not asked in this test");
    },
  });

const config = (banned: string[]) => ({ platform: { allowed: [], banned } });

describe("the bot registry", () => {
  it("hands BuyWord's bot the platform's word list of the game, by content", () => {
    const bots = registry();
    const plain = bots.botFor("buyword");
    expect(plain).toBeDefined();
    // No list, or an empty one: the one shared bot.
    expect(bots.botFor("buyword", config([]))).toBe(plain);
    expect(bots.botFor("buyword", {})).toBe(plain);
    // A list: a bot that knows it, the same one for every game set up with the same words.
    const strict = bots.botFor("buyword", config(["cat"]));
    expect(strict).not.toBe(plain);
    expect(bots.botFor("buyword", config(["cat"]))).toBe(strict);
    expect(bots.botFor("buyword", config(["dog"]))).not.toBe(strict);
  });
});
