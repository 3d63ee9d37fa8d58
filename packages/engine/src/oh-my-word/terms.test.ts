import { describe, expect, it } from "vitest";
import { testConfig } from "./testing/configs";
import { OmwTable } from "./testing/table";

const codeOf = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? "ok" : r.error?.code);

function drawn(config = testConfig()) {
  const t = new OmwTable(config);
  t.must(0, { type: "draw" });
  return t;
}

describe("Oh My Word term checks in play", () => {
  it("OMW-15: refuses an empty or absurdly long term and leaves the tile in hand", () => {
    const t = drawn();
    expect(codeOf(t.act(0, { type: "claim", category: 0, term: "   " }))).toBe("term-empty");
    expect(codeOf(t.act(0, { type: "claim", category: 0, term: `M${"a".repeat(80)}` }))).toBe(
      "term-too-long",
    );
    expect(t.state.turn.stage).toBe("claim");
    expect(t.state.coveredCount).toBe(0);
    const short = drawn(testConfig({ judging: { mode: "trust", maxTermLength: 6 } }));
    expect(codeOf(short.act(0, { type: "claim", category: 0, term: "Mangoes" }))).toBe("term-too-long");
    expect(codeOf(short.act(0, { type: "claim", category: 0, term: "Mango" }))).toBe("ok");
  });

  it("OMW-16: the important part must start with the drawn letter, after one leading article", () => {
    const t = drawn();
    expect(codeOf(t.act(0, { type: "claim", category: 0, term: "The Thing" }))).toBe("term-wrong-letter");
    expect(codeOf(t.act(0, { type: "claim", category: 0, term: "Tomato" }))).toBe("term-wrong-letter");
    expect(codeOf(t.act(0, { type: "claim", category: 0, term: "The Man in the Iron Mask" }))).toBe("ok");
    const accents = drawn(testConfig({ tiles: { letters: { E: 20 }, reverse: 0 } }));
    expect(codeOf(accents.act(0, { type: "claim", category: 0, term: "éclair" }))).toBe("ok");
  });

  it("OMW-17: a room may refuse a term already used in the game; by default repeats are fine", () => {
    const play = (refuse: boolean) => {
      const t = drawn(testConfig({ judging: { mode: "trust", refuseRepeatedTerms: refuse } }));
      t.must(0, { type: "claim", category: 0, term: "The Mango" });
      t.must(0, { type: "pass" });
      t.must(1, { type: "draw" });
      return codeOf(t.act(1, { type: "claim", category: 1, term: "mango!" }));
    };
    expect(play(true)).toBe("term-already-used");
    expect(play(false)).toBe("ok");
  });

  it("OMW-17: a term whose cover went back to the bag may be used again", () => {
    const t = drawn(testConfig({ judging: { mode: "trust", refuseRepeatedTerms: true } }));
    t.must(0, { type: "claim", category: 0, term: "Mango" });
    t.expireTimer(); // the tile and its term go back
    t.must(1, { type: "draw" });
    expect(codeOf(t.act(1, { type: "claim", category: 1, term: "Mango" }))).toBe("ok");
  });
});
