import { describe, expect, it } from "vitest";
import { ratingChangeText, ratingText } from "./rating";

describe("ratings as players read them", () => {
  it("whole numbers, a ? while provisional", () => {
    expect(ratingText(1500, true)).toBe("1500?");
    expect(ratingText(1623, false)).toBe("1623");
  });
  it("a signed change after a game", () => {
    expect(ratingChangeText(1500, 1512)).toBe("+12");
    expect(ratingChangeText(1500, 1492)).toBe("−8");
    expect(ratingChangeText(1500, 1500)).toBe("±0");
  });
});
