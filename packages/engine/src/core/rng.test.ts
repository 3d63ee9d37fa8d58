import { describe, expect, it } from "vitest";
import { nextInt, nextIntBetween, seedRng, shuffle } from "./rng";

describe("seeded rng", () => {
  it("gives the same sequence for the same seed and a different one for another", () => {
    const draw = (seed: string) => {
      let rng = seedRng(seed);
      const out: number[] = [];
      for (let i = 0; i < 5; i++) {
        const [v, next] = nextInt(rng, 1000);
        out.push(v);
        rng = next;
      }
      return out;
    };
    expect(draw("abc")).toEqual(draw("abc"));
    expect(draw("abc")).not.toEqual(draw("abd"));
  });

  it("stays within bounds and covers the range", () => {
    let rng = seedRng("bounds");
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const [v, next] = nextIntBetween(rng, 25, 45);
      expect(v).toBeGreaterThanOrEqual(25);
      expect(v).toBeLessThanOrEqual(45);
      seen.add(v);
      rng = next;
    }
    expect(seen.size).toBe(21);
  });

  it("shuffles into a permutation without touching the input", () => {
    const input = Array.from({ length: 50 }, (_, i) => i);
    const [out] = shuffle(input, seedRng("s"));
    expect(out).not.toEqual(input);
    expect([...out].sort((a, b) => a - b)).toEqual(input);
    expect(input[0]).toBe(0);
  });
});
