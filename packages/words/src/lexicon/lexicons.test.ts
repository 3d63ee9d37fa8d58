import { describe, expect, it } from "vitest";
import { createWordJudge } from "../word-judge";
import { lexiconFromWords } from "./lexicon";
import { lexiconsFrom, MissingLexiconError } from "./lexicons";

describe("lexiconsFrom", () => {
  it("hands over lexicons built in memory, by id (as a browser or a test does)", () => {
    const tiny = lexiconFromWords("common", ["cat", "dog", "zebra"]);
    const lexicons = lexiconsFrom([tiny]);
    expect(lexicons.get("common")).toBe(tiny);
    const judge = createWordJudge(lexicons.get("common"));
    expect(judge.isWord("Zebra")).toBe(true);
    expect(judge.isWord("horse")).toBe(false);
  });

  it("refuses an id it was not given, saying which it holds and how to hand one over", () => {
    const lexicons = lexiconsFrom([lexiconFromWords("common", ["cat"])]);
    expect(() => lexicons.get("broad")).toThrow(MissingLexiconError);
    expect(() => lexicons.get("broad")).toThrow(
      'The lexicon "broad" was not handed over (given: "common"). Pass every lexicon the games use',
    );
    expect(() => lexiconsFrom([]).get("common")).toThrow("(given: none)");
  });
});
