import { describe, expect, it } from "vitest";
import { dateTimeText, ordinal, timeText } from "./game-labels";

describe("ordinal", () => {
  it("writes places as players say them", () => {
    expect([1, 2, 3, 4, 5, 10, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "5th",
      "10th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "101st",
      "111th",
    ]);
  });
});

describe("times in a page drawn on the server", () => {
  it("read in UTC, saying so, until the browser has the page", () => {
    const at = Date.UTC(2026, 11, 4, 18, 7);
    expect(dateTimeText(at, false)).toBe("4 Dec 2026, 18:07 UTC");
    expect(timeText(new Date(at).toISOString(), false)).toBe("18:07 UTC");
    expect(timeText(at, true)).not.toContain("UTC");
  });
});
