import { describe, expect, it } from "vitest";
import { addDays, isDay, monthGrid, timeUntil } from "./daily-days";
import { cardPath, sharePath, shareText } from "./share-card";
import { decodedParts, parseShareFacts } from "./share-facts";

const ana = { day: "2026-12-03", money: 412, streak: 4, name: "Ana Lúcia" };

describe("the Daily's share card", () => {
  it("says the day, the money, its band and the streak, then the link", () => {
    expect(shareText(ana, "https://wordhall.example")).toBe(
      "Wordhall BuyWord Daily 2026-12-03: $412 (Under par) · streak 4\nhttps://wordhall.example/daily/2026-12-03/share/412/4/Ana%20L%C3%BAcia",
    );
    expect(shareText({ ...ana, money: 1250 }, "")).toContain("$1,250 (Outstanding)");
  });

  it("reads back the facts its paths carry, name included, as Next hands them (decoded)", () => {
    for (const f of [ana, { ...ana, name: "Zoë 100% / sure?" }])
      for (const path of [sharePath(f), cardPath(f)]) {
        const [, , day, , ...parts] = path.split("/");
        expect(parts).toHaveLength(3);
        expect(parseShareFacts(day as string, decodedParts(parts) ?? [])).toEqual(f);
      }
  });

  it("refuses paths that are not a card's", () => {
    const ok = ["412", "4", "Ana"];
    expect(parseShareFacts("2026-12-03", ok)).not.toBeNull();
    expect(parseShareFacts("2026-02-30", ok)).toBeNull();
    expect(parseShareFacts("2026-12-03", ["412", "4"])).toBeNull();
    expect(parseShareFacts("2026-12-03", ["1e3", "4", "Ana"])).toBeNull();
    expect(parseShareFacts("2026-12-03", ["-5", "4", "Ana"])).toBeNull();
    expect(parseShareFacts("2026-12-03", ["412", "4", "x".repeat(41)])).toBeNull();
    expect(parseShareFacts("2026-12-03", ["412", "4", " "])).toBeNull();
    expect(decodedParts(["412", "4", "%E0%A4%A"])).toBeNull();
  });
});

describe("the Daily's days", () => {
  it("knows real dates and steps across months", () => {
    expect(isDay("2026-12-03")).toBe(true);
    expect(isDay("2026-11-31")).toBe(false);
    expect(isDay("26-12-03")).toBe(false);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("draws a month from Monday, with blanks around it", () => {
    // 1 December 2026 is a Tuesday; the 31st a Thursday.
    const weeks = monthGrid("2026-12");
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toBeNull();
    expect(weeks[0]?.[1]).toEqual({ day: "2026-12-01", date: 1 });
    expect(weeks[4]?.[3]).toEqual({ day: "2026-12-31", date: 31 });
    expect(weeks[4]?.slice(4)).toEqual([null, null, null]);
  });

  it("says how long until the next Daily opens", () => {
    const now = Date.parse("2026-12-03T18:48:30Z");
    expect(timeUntil(Date.parse("2026-12-04T00:00:00Z"), now)).toBe("5 h 11 min");
    expect(timeUntil(now + 30_000, now)).toBe("under a minute");
    expect(timeUntil(now + 600_000, now)).toBe("10 min");
    expect(timeUntil(now + 7_200_000, now)).toBe("2 h");
  });
});
