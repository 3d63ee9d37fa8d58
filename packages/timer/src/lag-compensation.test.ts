import { describe, expect, it } from "vitest";
import {
  compensatedTime,
  countsBeforeDeadline,
  DEFAULT_LAG_POLICY,
  estimateOneWayLag,
} from "./lag-compensation";

describe("lag compensation", () => {
  it("caps the credit at 150 ms by default", () => {
    expect(DEFAULT_LAG_POLICY.maxCompensationMs).toBe(150);
    expect(compensatedTime(10_000, 80, 0)).toBe(9_920);
    expect(compensatedTime(10_000, 900, 0)).toBe(9_850);
  });

  it("lets a late action count when the measured lag covers it, and not otherwise", () => {
    expect(countsBeforeDeadline(10_000, 10_060, 70)).toBe(true);
    expect(countsBeforeDeadline(10_000, 10_060, 50)).toBe(false);
    // a huge claimed lag still only buys the cap
    expect(countsBeforeDeadline(10_000, 10_200, 5_000)).toBe(false);
    expect(countsBeforeDeadline(10_000, 10_150, 5_000)).toBe(true);
  });

  it("never moves the game's clock backwards and ignores negative or missing lag", () => {
    expect(compensatedTime(10_000, 150, 9_950)).toBe(9_950);
    expect(compensatedTime(10_000, -40, 0)).toBe(10_000);
    expect(compensatedTime(10_000, Number.NaN, 0)).toBe(10_000);
  });

  it("honours a room-specific cap", () => {
    expect(compensatedTime(10_000, 400, 0, { maxCompensationMs: 300 })).toBe(9_700);
    expect(compensatedTime(10_000, 400, 0, { maxCompensationMs: 0 })).toBe(10_000);
  });

  it("estimates one-way lag as half the median round trip", () => {
    expect(estimateOneWayLag([])).toBe(0);
    expect(estimateOneWayLag([100, 2_000, 120])).toBe(60);
    expect(estimateOneWayLag([100, 140])).toBe(60);
  });
});
