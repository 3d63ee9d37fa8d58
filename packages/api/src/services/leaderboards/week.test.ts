import { describe, expect, it } from "vitest";
import { weekStart } from "./week";

describe("weekStart", () => {
  it("is Monday 00:00 UTC, for every day of that week", () => {
    const monday = Date.UTC(2026, 10, 30);
    for (let d = 0; d < 7; d++) {
      expect(weekStart(monday + d * 86_400_000 + 13 * 3_600_000).getTime()).toBe(monday);
    }
    expect(weekStart(monday - 1).getTime()).toBe(Date.UTC(2026, 10, 23));
    expect(weekStart(monday).getTime()).toBe(monday);
  });
});
