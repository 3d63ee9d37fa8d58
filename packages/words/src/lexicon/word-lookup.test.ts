import { createRequire } from "node:module";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nodeLexicons } from "../node/node-lexicons";
import { WordGraph } from "./word-graph";
import { WordLookup } from "./word-lookup";

const require = createRequire(import.meta.url);
const broadSource = require("an-array-of-english-words") as string[];
const ALPHABET = "abcdefghijklmnopqrstuvwxyz";

describe("WordLookup on the broad lexicon", () => {
  const graph = nodeLexicons().get("broad").graph;
  const lookup = new WordLookup(graph);
  const source = new Set(broadSource);

  it("finds every word of the source list", () => {
    const missing = broadSource.filter((word) => !lookup.has(word));
    expect(missing).toEqual([]);
  });

  it("rejects near misses of real words unless the list has them, as the automaton does", () => {
    // Every letter changed, added and dropped at every position would be 50 M lookups; every 13th
    // word, at every position, with four letters, is about 1.2 M.
    let checked = 0;
    let words = 0;
    for (let i = 0; i < broadSource.length; i += 13) {
      const word = broadSource[i] as string;
      for (let at = 0; at <= word.length; at++) {
        for (const letter of "aeqs") {
          for (const near of [
            word.slice(0, at) + letter + word.slice(at),
            word.slice(0, at) + letter + word.slice(at + 1),
            word.slice(0, at) + word.slice(at + 1),
          ]) {
            const expected = source.has(near);
            if (lookup.has(near) !== expected || graph.has(near) !== expected) {
              throw new Error(`disagreement on ${JSON.stringify(near)}: the list says ${expected}`);
            }
            if (!expected) checked++;
            else words++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(400_000);
    expect(words).toBeGreaterThan(5_000);
  });

  it("agrees with the automaton's own walk on random strings", () => {
    const letters = fc.string({ unit: fc.constantFrom(...ALPHABET), maxLength: 14 });
    // Prefixes of real words reach deep into the graph, unlike uniformly random letters.
    const prefixes = fc
      .tuple(fc.integer({ min: 0, max: broadSource.length - 1 }), fc.nat(20), letters)
      .map(([index, cut, tail]) => (broadSource[index] as string).slice(0, cut) + tail.slice(0, 3));
    fc.assert(
      fc.property(fc.oneof(letters, prefixes, fc.string({ maxLength: 8 })), (probe) => {
        expect(lookup.has(probe)).toBe(graph.has(probe));
      }),
      { numRuns: 20_000 },
    );
  });

  it("treats anything outside a–z as absent, at every position", () => {
    for (const word of ["cat", "cats", "catalogue", "a", "ab"]) {
      expect(lookup.has(word)).toBe(true);
      for (let at = 0; at < word.length; at++) {
        for (const odd of ["A", "`", "{", "é", "1", " ", "\u0161", "\u{1F600}"]) {
          const probe = word.slice(0, at) + odd + word.slice(at + 1);
          expect(lookup.has(probe)).toBe(false);
        }
      }
    }
    expect(lookup.has("")).toBe(false);
    expect(lookup.has("CAT")).toBe(false);
  });

  it("is what the loaded lexicon answers with", () => {
    const broad = nodeLexicons().get("broad");
    for (const probe of ["zyzzyva", "zyzzyvas", "zyzzyvax", "qi", "q", "aa", "xx", "catalogue"]) {
      expect(broad.has(probe)).toBe(source.has(probe));
    }
  });
});

describe("WordLookup on small lists", () => {
  // Letters on both sides of the 13-bit halves that edge indices are counted in.
  const word = fc.string({ unit: fc.constantFrom(..."abelmnorstuyz"), minLength: 1, maxLength: 7 });

  it("holds exactly the words its graph was built from", () => {
    fc.assert(
      fc.property(fc.array(word, { maxLength: 200 }), fc.array(word, { maxLength: 100 }), (words, probes) => {
        const lookup = new WordLookup(WordGraph.fromWords(words));
        const set = new Set(words);
        for (const probe of [
          ...probes,
          ...words,
          ...words.map((w) => `${w}s`),
          ...words.map((w) => w.slice(1)),
        ]) {
          expect(lookup.has(probe)).toBe(set.has(probe));
        }
      }),
      { numRuns: 150 },
    );
  });

  it("answers for an empty list and for words shorter than its prefix table", () => {
    expect(new WordLookup(WordGraph.fromWords([])).has("a")).toBe(false);
    const lookup = new WordLookup(WordGraph.fromWords(["a", "be", "cat"]));
    expect(["a", "be", "cat", "b", "ca", "cats", "bee"].map((w) => lookup.has(w))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it("finds each edge of a node whose letters lie in both halves of its letter bits", () => {
    // After "abc" the node has edges for m (bit 12), n (13), o (14) and z (25).
    const words = ["abcmx", "abcny", "abcoz", "abczw"];
    const lookup = new WordLookup(WordGraph.fromWords(words));
    for (const word of words) expect(lookup.has(word)).toBe(true);
    for (const miss of ["abcmy", "abcnz", "abcox", "abczx", "abcnw"]) expect(lookup.has(miss)).toBe(false);
  });
});
