import { describe, expect, it } from "vitest";
import { derive } from "./derived";
import { testConfig } from "./testing/configs";
import { OmwTable } from "./testing/table";

const codeOf = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? "ok" : r.error?.code);

/** A table whose first draw (by seat 0) is a reverse tile: seeds are tried until one is. */
function tableWithReverseFirst(seats: number) {
  const config = testConfig({ seats, tiles: { letters: { M: 5 }, reverse: 5 } });
  for (let i = 0; i < 100; i++) {
    const probe = new OmwTable(config, `rev-${i}`);
    probe.must(0, { type: "draw" });
    if (probe.state.aside.length === 1) return new OmwTable(config, `rev-${i}`);
  }
  throw new Error("no seed gives a reverse tile first");
}

describe("Oh My Word turns", () => {
  it("OMW-7: only the bag holder may draw, name a category, claim or pass", () => {
    const t = new OmwTable(testConfig());
    expect(codeOf(t.act(1, { type: "draw" }))).toBe("not-your-turn");
    expect(codeOf(t.act(2, { type: "choose-category", category: 1 }))).toBe("not-your-turn");
    t.must(0, { type: "draw" });
    expect(codeOf(t.act(1, { type: "claim", category: 0, term: "Mango" }))).toBe("not-your-turn");
    t.must(0, { type: "claim", category: 0, term: "Mango" });
    expect(codeOf(t.act(2, { type: "pass" }))).toBe("not-your-turn");
    t.must(0, { type: "pass" });
    // the turn begins when the bag is handed over
    expect(t.state.holder).toBe(1);
    expect(codeOf(t.act(1, { type: "draw" }))).toBe("ok");
  });

  it("OMW-8: draws exactly one tile at random, once per turn", () => {
    const t = new OmwTable(testConfig({ tiles: { letters: { M: 10, A: 10 }, reverse: 0 } }));
    const before = t.state.bag.length;
    const [events] = [t.must(0, { type: "draw" })];
    expect(t.state.bag).toHaveLength(before - 1);
    expect(events.filter((e) => e.type === "tile-drawn")).toHaveLength(1);
    expect(codeOf(t.act(0, { type: "draw" }))).toBe("already-drawn");
    // which tile comes out depends on the seed, not on the bag's order
    const firstLetters = new Set<string | null>();
    for (let i = 0; i < 30; i++) {
      const u = new OmwTable(testConfig({ tiles: { letters: { M: 10, A: 10 }, reverse: 0 } }), `draw-${i}`);
      const drawn = u.must(0, { type: "draw" }).find((e) => e.type === "tile-drawn");
      firstLetters.add(drawn?.type === "tile-drawn" ? drawn.letter : null);
    }
    expect(firstLetters).toEqual(new Set(["A", "M"]));
  });

  it("OMW-9: a claim covers the named category with the drawn letter and the term", () => {
    const t = new OmwTable(testConfig());
    t.must(0, { type: "draw" });
    const events = t.must(0, { type: "claim", category: 3, term: "Mango" });
    expect(t.state.covers[3]).toMatchObject({ seat: 0, term: "Mango" });
    expect(derive(t.state.config).tileLetters[t.state.covers[3]?.tile ?? -1]).toBe("M");
    expect(events).toContainEqual(
      expect.objectContaining({ type: "category-covered", category: 3, letter: "M" }),
    );
    expect(t.state.coveredCount).toBe(1);
  });

  it("OMW-10: a covered category cannot be claimed again", () => {
    const t = new OmwTable(testConfig());
    t.must(0, { type: "draw" });
    t.must(0, { type: "claim", category: 2, term: "Mango" });
    t.must(0, { type: "pass" });
    t.must(1, { type: "draw" });
    expect(codeOf(t.act(1, { type: "claim", category: 2, term: "Melon" }))).toBe("category-covered");
    expect(codeOf(t.act(1, { type: "claim", category: 99, term: "Melon" }))).toBe("unknown-category");
    expect(codeOf(t.act(1, { type: "claim", category: 1, term: "Melon" }))).toBe("ok");
  });

  it("OMW-11: the bag goes on to the next player after covering, and not before", () => {
    const t = new OmwTable(testConfig());
    expect(codeOf(t.act(0, { type: "pass" }))).toBe("must-draw-first");
    expect(codeOf(t.act(0, { type: "claim", category: 0, term: "Mango" }))).toBe("must-draw-first");
    t.must(0, { type: "draw" });
    expect(codeOf(t.act(0, { type: "pass" }))).toBe("must-claim-first");
    t.must(0, { type: "claim", category: 0, term: "Mango" });
    expect(codeOf(t.act(0, { type: "claim", category: 1, term: "Melon" }))).toBe("already-claimed");
    const events = t.must(0, { type: "pass" });
    expect(events).toContainEqual({ type: "bag-passed", from: 0, to: 1, reason: "pass" });
    expect(t.state.holder).toBe(1);
    expect(t.state.turn).toEqual({ stage: "draw", tile: null, chosen: null });
  });

  it("OMW-12: a reverse tile goes aside, flips the direction and sends the bag straight back", () => {
    const t = tableWithReverseFirst(4);
    t.must(0, { type: "draw" });
    expect(t.state.aside).toHaveLength(1);
    expect(t.state.direction).toBe(-1);
    // seat 0 started, so "the way it came" is the seat before it: 3
    expect(t.state.holder).toBe(3);
    // ...and play now runs counter-clockwise
    for (;;) {
      t.must(3, { type: "draw" });
      if (t.state.turn.stage === "claim") break;
    }
    t.must(3, { type: "claim", category: 0, term: "Mango" });
    t.must(3, { type: "pass" });
    expect(t.state.holder).toBe(2);
  });

  it("OMW-13: the holder may name and change a category until covering one", () => {
    const t = new OmwTable(testConfig());
    t.must(0, { type: "choose-category", category: 1 });
    t.must(0, { type: "draw" });
    expect(t.state.turn.chosen).toBe(1);
    const events = t.must(0, { type: "choose-category", category: 4 });
    expect(events).toEqual([{ type: "category-chosen", seat: 0, category: 4 }]);
    // naming binds nothing: another category can still be claimed
    t.must(0, { type: "claim", category: 2, term: "Mango" });
    expect(codeOf(t.act(0, { type: "choose-category", category: 3 }))).toBe("already-claimed");
    expect(t.state.turn.chosen).toBe(2);
  });

  it("OMW-13: a named category must exist and be open", () => {
    const t = new OmwTable(testConfig());
    t.must(0, { type: "draw" });
    t.must(0, { type: "claim", category: 2, term: "Mango" });
    t.must(0, { type: "pass" });
    expect(codeOf(t.act(1, { type: "choose-category", category: 2 }))).toBe("category-covered");
    expect(codeOf(t.act(1, { type: "choose-category", category: 7 }))).toBe("unknown-category");
    expect(codeOf(t.act(1, { type: "choose-category", category: null }))).toBe("ok");
  });

  it("OMW-14: players who left are skipped when the bag moves on", () => {
    const t = new OmwTable(testConfig({ seats: 4 }));
    t.must(1, { type: "leave" });
    t.must(0, { type: "draw" });
    t.must(0, { type: "claim", category: 0, term: "Mango" });
    t.must(0, { type: "pass" });
    expect(t.state.holder).toBe(2);
  });
});
