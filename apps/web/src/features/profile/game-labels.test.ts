import { describe, expect, it } from "vitest";
import { ordinal } from "./game-labels";

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
