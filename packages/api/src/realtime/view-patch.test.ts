import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyViewPatch, diffViews } from "./view-patch";

const roundTrip = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe("view patches", () => {
  it("turn any JSON view into any other, leaving the old one untouched", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        const before = roundTrip(a);
        const after = roundTrip(b);
        const frozen = JSON.stringify(before);
        const patched = applyViewPatch(before, diffViews(before, after));
        expect(JSON.stringify(before)).toBe(frozen);
        expect(patched).toEqual(after);
      }),
      { numRuns: 1_000 },
    );
  });

  it("carry only what changed", () => {
    const before = { seats: [{ tokens: 1 }, { tokens: 0 }], log: ["a"], bag: 40, holder: 0, gone: true };
    const after = { seats: [{ tokens: 1 }, { tokens: 1 }], log: ["a", "b"], bag: 39, holder: 1 };
    expect(diffViews(before, after)).toEqual([
      { op: "delete", path: ["gone"] },
      { op: "set", path: ["seats", 1, "tokens"], value: 1 },
      { op: "set", path: ["log", 1], value: "b" },
      { op: "set", path: ["bag"], value: 39 },
      { op: "set", path: ["holder"], value: 1 },
    ]);
    expect(diffViews(after, after)).toEqual([]);
    // Keys that name Object.prototype's members are ordinary keys here.
    const inherited = { toString: 1, valueOf: { constructor: 2 } };
    expect(applyViewPatch({}, diffViews({}, inherited))).toEqual(inherited);
    expect(applyViewPatch(inherited, diffViews(inherited, {}))).toEqual({});
    expect(applyViewPatch({ a: [1, 2, 3] }, diffViews({ a: [1, 2, 3] }, { a: [1] }))).toEqual({ a: [1] });
  });
});
