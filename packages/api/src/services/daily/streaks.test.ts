import { describe, expect, it } from "vitest";
import { streaks } from "./streaks";

describe("Daily streaks", () => {
  it("counts consecutive days played, each day's streak up to it", () => {
    const s = streaks(["2026-11-28", "2026-11-29", "2026-11-30", "2026-12-02"], "2026-12-02");
    expect([...s.byDay]).toEqual([
      ["2026-11-28", 1],
      ["2026-11-29", 2],
      ["2026-11-30", 3],
      ["2026-12-02", 1],
    ]);
    expect(s).toMatchObject({ current: 1, longest: 3 });
  });

  it("runs across month and year ends", () => {
    const s = streaks(["2026-12-31", "2027-01-01", "2027-01-02"], "2027-01-02");
    expect(s).toMatchObject({ current: 3, longest: 3 });
  });

  it("keeps yesterday's streak while today is open, and loses it once a day is missed", () => {
    const days = ["2026-12-01", "2026-12-02"];
    expect(streaks(days, "2026-12-03").current).toBe(2);
    expect(streaks(days, "2026-12-04").current).toBe(0);
    expect(streaks([], "2026-12-04")).toMatchObject({ current: 0, longest: 0 });
  });
});
