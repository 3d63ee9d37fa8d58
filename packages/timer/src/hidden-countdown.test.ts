import { describe, expect, it } from "vitest";
import { deadlineOf } from "./countdown";
import { type DrawInt, startHiddenCountdown } from "./hidden-countdown";

// A tiny deterministic generator so the timer's tests don't depend on the engine's PRNG.
const lcg: DrawInt<number> = (state, min, max) => {
  const next = (Math.imul(state, 1664525) + 1013904223) >>> 0;
  return [min + (next % (max - min + 1)), next];
};

describe("hidden countdown", () => {
  it("draws its length from the range using the injected generator and hands back the next state", () => {
    const [c, rng] = startHiddenCountdown(10_000, { minMs: 25_000, maxMs: 45_000 }, 7, lcg);
    const [expectedLength, expectedRng] = lcg(7, 25_000, 45_000);
    expect(deadlineOf(c)).toBe(10_000 + expectedLength);
    expect(rng).toBe(expectedRng);
  });

  it("stays within the range for many draws and actually varies", () => {
    let rng = 1;
    const lengths = new Set<number>();
    for (let i = 0; i < 500; i++) {
      const [c, next] = startHiddenCountdown(0, { minMs: 25_000, maxMs: 45_000 }, rng, lcg);
      rng = next;
      const d = deadlineOf(c) ?? -1;
      expect(d).toBeGreaterThanOrEqual(25_000);
      expect(d).toBeLessThanOrEqual(45_000);
      lengths.add(d);
    }
    expect(lengths.size).toBeGreaterThan(400);
  });

  it("is the same for the same generator state (replays reproduce it)", () => {
    const a = startHiddenCountdown(0, { minMs: 1_000, maxMs: 2_000 }, 42, lcg);
    const b = startHiddenCountdown(0, { minMs: 1_000, maxMs: 2_000 }, 42, lcg);
    expect(a).toEqual(b);
  });
});
