import { describe, expect, it } from "vitest";
import { checkTerm, DEFAULT_MAX_TERM_LENGTH } from "./check-term";
import { importantInitial, termKey } from "./important-part";

const codeOf = (term: string, letter: string, options = {}) => {
  const r = checkTerm(term, letter, options);
  return r.ok ? "ok" : r.code;
};

describe("Oh My Word term checks", () => {
  it("refuses an empty or blank term, and one with no letters or digits", () => {
    expect(codeOf("", "A")).toBe("term-empty");
    expect(codeOf("   \t ", "A")).toBe("term-empty");
    expect(codeOf("?!…", "A")).toBe("term-empty");
  });

  it("refuses an absurdly long term and accepts one at the limit", () => {
    const atLimit = `M${"a".repeat(DEFAULT_MAX_TERM_LENGTH - 1)}`;
    expect(codeOf(atLimit, "M")).toBe("ok");
    expect(codeOf(`${atLimit}a`, "M")).toBe("term-too-long");
    expect(codeOf("Mango smoothie", "M", { maxLength: 5 })).toBe("term-too-long");
  });

  it("skips a leading article: The Man in the Iron Mask counts for M, not T", () => {
    expect(codeOf("The Man in the Iron Mask", "M")).toBe("ok");
    expect(codeOf("The Man in the Iron Mask", "T")).toBe("term-wrong-letter");
    expect(codeOf("a Tale of Two Cities", "T")).toBe("ok");
    expect(codeOf("An Officer and a Gentleman", "O")).toBe("ok");
  });

  it("keeps an article that is the whole term or followed by nothing else", () => {
    expect(codeOf("A", "A")).toBe("ok");
    expect(codeOf("The The", "T")).toBe("ok");
    // only one article is skipped: the second "the" is the important part's start
    expect(codeOf("The The", "H")).toBe("term-wrong-letter");
  });

  it("ignores case, accents, quotes and surrounding space", () => {
    expect(codeOf("éclair", "E")).toBe("ok");
    expect(codeOf("  Éclair ", "e")).toBe("ok");
    expect(codeOf('"Jaws"', "J")).toBe("ok");
    expect(codeOf("Øresund Bridge", "O")).toBe("ok");
    expect(codeOf("Zürich", "Z")).toBe("ok");
  });

  it("does not mistake a word that merely begins like an article for one", () => {
    expect(codeOf("Theatre", "T")).toBe("ok");
    expect(codeOf("Anchovy", "A")).toBe("ok");
    expect(codeOf("Anchovy", "C")).toBe("term-wrong-letter");
  });

  it("refuses a repeated term only when used terms are given, whatever its case or article", () => {
    expect(codeOf("The Beatles", "B")).toBe("ok");
    expect(codeOf("The Beatles", "B", { usedKeys: [termKey("beatles")] })).toBe("term-already-used");
    expect(codeOf("BEATLES!", "B", { usedKeys: new Set([termKey("The Beatles")]) })).toBe(
      "term-already-used",
    );
    expect(codeOf("Beetles", "B", { usedKeys: [termKey("The Beatles")] })).toBe("ok");
  });

  it("returns the tidied term and its key", () => {
    const r = checkTerm("  The   Man in the Iron Mask ", "M");
    expect(r).toEqual({ ok: true, term: "The Man in the Iron Mask", key: "man in the iron mask" });
  });

  it("reports a digit-led term as the wrong letter rather than crashing", () => {
    expect(importantInitial("7 Up")).toBe("7");
    expect(codeOf("7 Up", "S")).toBe("term-wrong-letter");
  });
});
