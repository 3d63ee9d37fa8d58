import { describe, expect, it } from "vitest";
import { normalizeWord } from "./normalize-word";

describe("normalizeWord", () => {
  it("lower-cases and keeps plain words as they are", () => {
    expect(normalizeWord("cat")).toBe("cat");
    expect(normalizeWord("CAT")).toBe("cat");
    expect(normalizeWord("Quiz")).toBe("quiz");
  });

  it("strips accents by decomposing and dropping the marks", () => {
    expect(normalizeWord("café")).toBe("cafe");
    expect(normalizeWord("NAÏVE")).toBe("naive");
    expect(normalizeWord("Crème")).toBe("creme");
    expect(normalizeWord("piñata")).toBe("pinata");
    // Already decomposed input (e + combining acute) ends the same way.
    expect(normalizeWord("cafe\u0301")).toBe("cafe");
    expect(normalizeWord("İstanbul")).toBe("istanbul");
  });

  it("trims surrounding white space but not inner space", () => {
    expect(normalizeWord("  word\n")).toBe("word");
    expect(normalizeWord("ice cream")).toBeNull();
  });

  it("rejects anything that is not made of letters a–z", () => {
    for (const input of ["", "   ", "e-mail", "don't", "r2d2", "straße", "æsir", "übung!", "日本", "x_y"]) {
      expect(normalizeWord(input), input).toBeNull();
    }
  });
});
