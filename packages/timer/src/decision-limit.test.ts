import { describe, expect, it } from "vitest";
import { decisionExpired, reserveAfterDecision, startDecision } from "./decision-limit";

describe("per-decision time limit", () => {
  const limit = { perDecisionMs: 20_000, reserveMs: 60_000 };

  it("expires after the decision time plus the seat's reserve", () => {
    const d = startDecision(1_000, 2, limit, 5_000);
    expect(decisionExpired(d, 25_999)).toBe(false);
    expect(decisionExpired(d, 26_000)).toBe(true);
  });

  it("spends the reserve only beyond the per-decision time", () => {
    const d = startDecision(0, 0, limit, 5_000);
    expect(reserveAfterDecision(d, 19_000)).toBe(5_000);
    expect(reserveAfterDecision(d, 22_000)).toBe(3_000);
    expect(reserveAfterDecision(d, 99_000)).toBe(0);
  });

  it("ignores a negative reserve", () => {
    const d = startDecision(0, 0, limit, -10);
    expect(decisionExpired(d, 20_000)).toBe(true);
  });
});
