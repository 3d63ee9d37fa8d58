import { describe, expect, it } from "vitest";
import { judgingHint, judgingHintKnowledge } from "./judging-hint";
import { tinyWordnet } from "./wordnet/tiny-wordnet";

// A made-up WordNet shaped like the real one around fruit, vegetables and birds.
const wordnet = tinyWordnet([
  { name: "produce", words: ["produce", "green goods"], kinds: ["vegetable", "edible fruit"] },
  { name: "vegetable", words: ["vegetable", "veggie"], kinds: ["onion"] },
  { name: "onion", words: ["onion"] },
  { name: "fruit", words: ["fruit"], kinds: ["olive", "edible fruit"] },
  { name: "edible fruit", words: ["edible fruit"], kinds: ["apple", "date fruit"] },
  { name: "apple", words: ["apple"], kinds: ["granny smith"] },
  { name: "granny smith", words: ["Granny Smith"] },
  { name: "olive", words: ["olive"] },
  { name: "date day", words: ["date", "day of the month"] },
  { name: "date fruit", words: ["date"] },
  { name: "animal", words: ["animal", "beast"], kinds: ["bird", "cow"] },
  { name: "cow", words: ["cow"] },
  { name: "bird", words: ["bird"], kinds: ["penguin"], parts: ["wing"] },
  { name: "penguin", words: ["penguin"] },
  { name: "wing", words: ["wing"] },
  { name: "sword", words: ["sword", "blade"] },
  { name: "weapon", words: ["weapon"], kinds: ["sword"] },
]);
const knowledge = judgingHintKnowledge({
  wordnet,
  bank: { Fruit: { B: "Banana; Blueberries" }, "Knight's weapon": { L: "Lance" } },
});
const hint = (category: string, term: string) => judgingHint(knowledge, category, term);

describe("judging hints", () => {
  it("knows a kind of the category's head noun, with the chain as its reason", () => {
    expect(hint("Fruit", "olive")).toEqual({ kind: "fits", reason: "olive → a fruit" });
    // Two levels down, through a second parent, and through the term's rarer sense.
    expect(hint("Fruits", "Apples").kind).toBe("fits");
    expect(hint("Type of fruit", "Date")).toEqual({ kind: "fits", reason: "Date → a fruit" });
    expect(hint("Famous birds", "  The   penguin ").kind).toBe("fits");
    // A term WordNet lacks, named after a kind it knows.
    expect(hint("Fruit", "Granny Smith apple").kind).toBe("fits");
  });

  it("knows what the term bank for the category holds, in either number", () => {
    expect(hint("fruit ", "Banana")).toEqual({ kind: "fits", reason: "Banana → in our list for “fruit”" });
    expect(hint("Fruit", "Blueberry").kind).toBe("fits");
    expect(hint("knight's WEAPON", "lance").kind).toBe("fits");
  });

  it("calls a relation other than 'a kind of' only loose", () => {
    expect(hint("Vegetable", "Apple")).toEqual({
      kind: "loose",
      reason: "Apple → like a vegetable, a kind of produce",
    });
    expect(hint("Bird", "Wing").kind).toBe("loose");
    expect(hint("Fruit", "fruit").kind).toBe("loose");
    // "Zoo animal" is not in WordNet: a kind of animal may or may not be one.
    expect(hint("Zoo animal", "Cow").kind).toBe("loose");
    // WordNet knows swords are weapons, not whose.
    expect(hint("Knight's weapon", "Sword").kind).toBe("loose");
    expect(hint("Bird that can't fly", "Penguin").kind).toBe("loose");
  });

  it("says nothing of what it does not know, nor of a category without a head noun", () => {
    expect(hint("Fruit", "Zzyzx")).toEqual({ kind: "unknown" });
    expect(hint("Vegetable", "Penguin")).toEqual({ kind: "unknown" });
    expect(hint("Something under the sofa", "Olive")).toEqual({ kind: "unknown" });
    expect(hint("Fruit", "  ")).toEqual({ kind: "unknown" });
  });

  it("knows the banks alone when WordNet is missing", () => {
    const banksOnly = judgingHintKnowledge({ bank: { Fruit: { B: "Banana" } } });
    expect(judgingHint(banksOnly, "Fruit", "banana").kind).toBe("fits");
    expect(judgingHint(banksOnly, "Fruit", "Olive")).toEqual({ kind: "unknown" });
  });
});
