import { describe, expect, it } from "vitest";
import { inWords } from "./rate-counter";

describe("inWords", () => {
  it("says seconds under two minutes and whole minutes, rounded up, after", () => {
    expect(inWords(1)).toBe("1 second");
    expect(inWords(42)).toBe("42 seconds");
    expect(inWords(119)).toBe("119 seconds");
    expect(inWords(120)).toBe("2 minutes");
    expect(inWords(541)).toBe("10 minutes");
  });
});
