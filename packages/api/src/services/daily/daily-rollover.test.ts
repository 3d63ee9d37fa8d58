import { describe, expect, it } from "vitest";
import { nextWait } from "./daily-rollover";

describe("the Daily's rollover", () => {
  it("wakes a second after midnight UTC, and every 15 minutes between", () => {
    const midnight = Date.UTC(2026, 11, 4);
    expect(nextWait(midnight - 500)).toBe(1_500);
    // Just after midnight it is the next midnight's turn, or the recheck first.
    expect(nextWait(midnight + 1_000)).toBe(15 * 60_000);
    expect(nextWait(midnight - 20 * 60_000)).toBe(15 * 60_000);
    expect(nextWait(midnight - 10 * 60_000)).toBe(10 * 60_000 + 1_000);
  });
});
