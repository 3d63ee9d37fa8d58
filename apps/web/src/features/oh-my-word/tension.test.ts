import { describe, expect, it } from "vitest";
import { tension } from "./tension";

describe("the table's tension", () => {
  it("OMW-18: builds with the time elapsed against the public range, never a deadline", () => {
    const range = [25_000, 45_000] as const;
    expect(tension(0, range)).toEqual({ heat: 0, pulseMs: 1200 });
    expect(tension(22_500, range).heat).toBeCloseTo(0.5);
    expect(tension(45_000, range)).toEqual({ heat: 1, pulseMs: 350 });
    expect(tension(90_000, range).heat).toBe(1);
    // A clock a little behind the server's never shows negative tension.
    expect(tension(-500, range).heat).toBe(0);
    // It quickens steadily.
    const beats = [0, 10_000, 20_000, 30_000, 40_000].map((t) => tension(t, range).pulseMs);
    expect([...beats].sort((a, b) => b - a)).toEqual(beats);
  });
});
