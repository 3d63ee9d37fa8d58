import { describe, expect, it } from "vitest";
import { addDays, dailySeed, dayClosed, dayEnd, dayOf, daySchema, dayStart } from "./daily-day";

describe("the Daily's days", () => {
  it("is the UTC date, and closes at the next midnight UTC exactly", () => {
    const midnight = Date.UTC(2026, 11, 3);
    expect(dayOf(midnight - 1)).toBe("2026-12-02");
    expect(dayOf(midnight)).toBe("2026-12-03");
    expect(dayEnd("2026-12-02")).toBe(midnight);
    expect(dayStart("2026-12-03")).toBe(midnight);
    expect(dayClosed("2026-12-02", midnight - 1)).toBe(false);
    expect(dayClosed("2026-12-02", midnight)).toBe(true);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
  });

  it("derives one seed per day and secret, the same on every call", () => {
    const secret = "s".repeat(64);
    expect(dailySeed(secret, "2026-12-03")).toBe(dailySeed(secret, "2026-12-03"));
    expect(dailySeed(secret, "2026-12-03")).not.toBe(dailySeed(secret, "2026-12-04"));
    expect(dailySeed(secret, "2026-12-03")).not.toBe(dailySeed("t".repeat(64), "2026-12-03"));
    expect(dailySeed(secret, "2026-12-03")).toMatch(/^[0-9a-f]{32}$/);
  });

  it("takes only real dates", () => {
    expect(daySchema.safeParse("2026-12-03").success).toBe(true);
    expect(daySchema.safeParse("2026-02-30").success).toBe(false);
    expect(daySchema.safeParse("2026-13-01").success).toBe(false);
    expect(daySchema.safeParse("2026-1-3").success).toBe(false);
    expect(daySchema.safeParse("2026-12-03T00:00").success).toBe(false);
  });
});
