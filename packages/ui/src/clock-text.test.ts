import { afterEach, describe, expect, it, vi } from "vitest";
import { clockTime, groupThousands, longDate, monthAndYear, shortDateTime, weekdayDate } from "./clock-text";

const at = Date.UTC(2026, 11, 6, 22, 3, 7); // Sunday 6 December 2026, 22:03:07 UTC

describe("dates without Intl", () => {
  // Node reads its time zone from TZ again whenever the variable is set.
  afterEach(() => vi.unstubAllEnvs());

  it("write a moment in UTC the British way", () => {
    expect(shortDateTime(at, "utc")).toBe("6 Dec 2026, 22:03");
    expect(clockTime(at, "utc")).toBe("22:03");
    expect(clockTime(at, "utc", { seconds: true })).toBe("22:03:07");
    expect(longDate(at, "utc")).toBe("6 December 2026");
    expect(weekdayDate(at, "utc")).toBe("Sunday 6 December 2026");
    expect(monthAndYear(at, "utc")).toBe("December 2026");
    expect(clockTime(Date.UTC(2026, 0, 1, 0, 5, 9), "utc", { seconds: true })).toBe("00:05:09");
  });

  it("say what Intl's en-GB says for every month and hour, but 'Sep' for 'Sept'", () => {
    const medium = new Intl.DateTimeFormat("en-GB", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "UTC",
    });
    const long = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });
    for (let month = 0; month < 12; month++)
      for (const hour of [0, 9, 12, 23]) {
        const t = Date.UTC(2025 + (month % 3), month, 1 + month * 2, hour, month * 5);
        expect(shortDateTime(t, "utc")).toBe(medium.format(t).replace("Sept", "Sep"));
        expect(longDate(t, "utc")).toBe(long.format(t));
      }
  });

  it("read the reader's own zone when asked", () => {
    vi.stubEnv("TZ", "Asia/Kolkata"); // UTC+5:30, no summer time: past midnight there
    expect(shortDateTime(at, "local")).toBe("7 Dec 2026, 03:33");
    expect(weekdayDate(at, "local")).toBe("Monday 7 December 2026");
    vi.stubEnv("TZ", "America/Los_Angeles");
    expect(clockTime(at, "local", { seconds: true })).toBe("14:03:07");
    expect(shortDateTime(at, "utc")).toBe("6 Dec 2026, 22:03");
  });
});

describe("sums without Intl", () => {
  it("mark thousands as en-US does", () => {
    for (const n of [0, 7, 64, 999, 1000, 1234.5, 12345.6789, 100000, -1234567, 0.25])
      expect(groupThousands(n)).toBe(n.toLocaleString("en-US"));
  });
});
