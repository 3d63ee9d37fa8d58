import { describe, expect, it } from "vitest";
import { ohMyWordKnowledge } from "./build-knowledge";
import { tinyWordnet } from "./wordnet/tiny-wordnet";

const wordnet = tinyWordnet([
  { name: "cheese", words: ["cheese"], kinds: ["brie", "cheddar"] },
  { name: "brie", words: ["brie"] },
  { name: "cheddar", words: ["cheddar", "cheddar cheese"] },
  { name: "fruit", words: ["fruit", "banana", "apple"] },
]);
const banksOnly = ohMyWordKnowledge();
const withWordnet = ohMyWordKnowledge({ wordnet });

describe("what the Oh My Word bot knows", () => {
  it("answers built-in categories from the banks, whatever their case or spacing", () => {
    const terms = banksOnly.termsFor("  fruit ", "b").map((t) => t.term);
    expect(terms).toContain("Banana");
    expect(banksOnly.termsFor("Fruit", "B").every((t) => t.sureness === 1)).toBe(true);
    expect(banksOnly.termsFor("Cheese board", "B")).toEqual([]);
  });

  it("answers a pack's category from WordNet's kinds of its head noun, less surely", () => {
    expect(withWordnet.termsFor("Type of cheese", "B").map((t) => t.term)).toEqual(["Brie"]);
    expect(
      withWordnet
        .termsFor("Type of cheese", "C")
        .map((t) => t.term)
        .sort(),
    ).toEqual(["Cheddar", "Cheddar cheese"]);
    expect(withWordnet.termsFor("Type of cheese", "B")[0]?.sureness).toBeLessThan(1);
    // The bank still answers its own categories.
    expect(withWordnet.termsFor("Fruit", "B").map((t) => t.term)).toContain("Blueberry");
  });

  it("judges generously: a term it knows fits, a word it can't place is a matter of doubt", () => {
    expect(banksOnly.judge("Fruit", "the banana")).toBe("fits");
    expect(banksOnly.judge("Fruit", "Breadfruit")).toBe("unsure");
    expect(withWordnet.judge("Type of cheese", "Brie")).toBe("fits");
    expect(withWordnet.judge("Type of cheese", "Stinking Bishop")).toBe("unsure");
  });

  it("calls a term clearly wrong only when it is nonsense, or no word of it is a word it knows", () => {
    expect(banksOnly.judge("Fruit", "Bzzkt")).toBe("wrong");
    expect(banksOnly.judge("Fruit", "Baaaaaa")).toBe("wrong");
    // Without a vocabulary it cannot tell a rare word from a made-up one.
    expect(banksOnly.judge("Fruit", "Blorpington")).toBe("unsure");
    expect(withWordnet.judge("Fruit", "Blorpington")).toBe("wrong");
    expect(withWordnet.judge("Fruit", "Cheddar melon")).toBe("unsure");
    // Names and made-up answers are not for a vocabulary to judge.
    expect(withWordnet.judge("Famous scientist", "Blorpington")).toBe("unsure");
    expect(withWordnet.judge("Name for a dragon", "Bzzkt")).toBe("fits");
  });
});
