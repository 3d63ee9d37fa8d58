import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildWordGraphData } from "./build-word-graph";
import { WordGraph } from "./word-graph";

const word = fc.string({ unit: fc.constantFrom(..."abcdeflmnorstz"), minLength: 1, maxLength: 9 });

describe("WordGraph", () => {
  it("holds exactly the words it was built from, in alphabetical order", () => {
    fc.assert(
      fc.property(fc.array(word, { maxLength: 300 }), fc.array(word, { maxLength: 100 }), (words, probes) => {
        const graph = WordGraph.fromWords(words);
        const set = new Set(words);
        expect(graph.size).toBe(set.size);
        expect([...graph.words()]).toEqual([...set].sort());
        for (const probe of [...probes, ...words.map((w) => `${w}a`), ...words.map((w) => w.slice(1))]) {
          expect(graph.has(probe)).toBe(set.has(probe));
        }
      }),
      { numRuns: 200 },
    );
  });

  it("shares common endings, so it is minimal on a small example", () => {
    // tap, taps, top, tops: root -t-> 1 -a,o-> 2 (shared) -p-> 3 (final) -s-> 4 (final).
    const graph = WordGraph.fromWords(["tap", "taps", "top", "tops"]);
    expect(graph.nodeCount).toBe(5);
    expect(graph.edgeCount).toBe(5);
  });

  it("reads back from a copy of its bytes, as a lexicon file is read", () => {
    const data = buildWordGraphData(["alpha", "beta", "gamma"]);
    const copy = new Uint32Array(new Uint8Array(new Uint8Array(data.buffer).slice()).buffer);
    const graph = new WordGraph(copy);
    expect([...graph.words()]).toEqual(["alpha", "beta", "gamma"]);
  });

  it("rejects data that is not a graph or is cut short", () => {
    expect(() => new WordGraph(new Uint32Array(8))).toThrow(/rebuild the lexicons/);
    const data = buildWordGraphData(["alpha"]);
    expect(() => new WordGraph(data.subarray(0, data.length - 1))).toThrow(/truncated/);
  });

  it("treats anything outside a–z as absent and refuses to build from it", () => {
    const graph = WordGraph.fromWords(["abc"]);
    expect(graph.has("ABC")).toBe(false);
    expect(graph.has("ab{")).toBe(false);
    expect(graph.has("")).toBe(false);
    expect(() => WordGraph.fromWords(["ab-c"])).toThrow(/Not a normalised word/);
  });
});
