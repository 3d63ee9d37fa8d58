import { createRequire } from "node:module";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { WordGraph } from "../lexicon/word-graph";
import { loadLexiconFile } from "../node/lexicon-files";
import { createWordJudge } from "../word-judge";
import { findSellableWords } from "./find-sellable-words";
import type { Hand, SellableWord } from "./hand";
import { scanSellableWords } from "./scan-sellable-words";
import { bagHand, drawHand, handFrom, mixedPipsHand } from "./testing/hands";

const require = createRequire(import.meta.url);
const broadWords = require("an-array-of-english-words") as string[];
// The brute-force scan costs a few ms per hand over the whole broad list, so thousands of hands
// are checked against every 6th word of it (about 46k words, all lengths and letters); a smaller
// number of hands is checked against the whole list.
const sampleWords = broadWords.filter((_, i) => i % 6 === 0);
const sampleGraph = WordGraph.fromWords(sampleWords);

/** Why the tiles and wild of a found word do not spell it at its price, or null when they do. */
function inconsistency(hand: Hand, found: SellableWord): string | null {
  if (found.tiles.length + (found.wild ? 1 : 0) !== found.word.length) return "wrong tile count";
  if (new Set(found.tiles).size !== found.tiles.length) return "a tile used twice";
  let pips = 0;
  let t = 0;
  for (let position = 0; position < found.word.length; position++) {
    const letter = found.word[position]?.toUpperCase();
    if (found.wild?.position === position) {
      if (found.wild.letter !== letter) return `wild stands for ${found.wild.letter}, not ${letter}`;
      pips += 1;
      continue;
    }
    const tile = hand.tiles[found.tiles[t++] as number];
    if (!tile || tile.letter !== letter) return `tile ${tile?.letter} at ${letter}`;
    pips += tile.pips;
  }
  if (found.pips !== pips || found.price !== pips * pips) return `price ${found.price} for ${pips} pips`;
  return null;
}

function expectMatchesScan(hand: Hand, graph: WordGraph, words: readonly string[], minLength?: number): void {
  const options = minLength === undefined ? {} : { minLength };
  const found = findSellableWords(hand, graph, options);
  const expected = scanSellableWords(hand, words, options);
  const got = found.map((w) => `${w.word}:${w.pips}:${w.wild?.letter ?? "-"}`).sort();
  const want = expected.map((w) => `${w.word}:${w.pips}:${w.wildLetter ?? "-"}`).sort();
  if (got.join() !== want.join()) expect(got).toEqual(want);
  const problems: string[] = [];
  for (const word of found) {
    const problem = inconsistency(hand, word);
    if (problem) problems.push(`${word.word}: ${problem}`);
  }
  for (let i = 1; i < found.length; i++) {
    const a = found[i - 1] as SellableWord;
    const b = found[i] as SellableWord;
    if (!(a.price > b.price || (a.price === b.price && a.word < b.word)))
      problems.push(`${a.word} before ${b.word}`);
  }
  expect(problems).toEqual([]);
}

describe("findSellableWords", () => {
  it("finds what a brute-force scan finds, on thousands of hands from the bag", () => {
    fc.assert(
      fc.property(bagHand(10, 4), fc.integer({ min: 1, max: 3 }), (hand, minLength) =>
        expectMatchesScan(hand, sampleGraph, sampleWords, minLength),
      ),
      { numRuns: 1500 },
    );
  }, 60_000);

  it("finds what a brute-force scan finds when one letter comes with different pips", () => {
    fc.assert(
      fc.property(mixedPipsHand(9, 2), (hand) => expectMatchesScan(hand, sampleGraph, sampleWords)),
      { numRuns: 500 },
    );
  }, 60_000);

  it("finds what a brute-force scan of the whole broad lexicon finds", () => {
    const broad = loadLexiconFile("broad").graph;
    for (let seed = 1; seed <= 25; seed++) expectMatchesScan(drawHand(seed, 8, 4), broad, broadWords);
    expectMatchesScan(handFrom("RETAINSL", 4), broad, broadWords);
  }, 60_000);

  it("prices a word with tiles first and a wild only for a missing letter", () => {
    const graph = WordGraph.fromWords(["zoo", "zoos", "oz"]);
    const found = findSellableWords(handFrom("ZOS", 2), graph);
    expect(found.map((w) => [w.word, w.price, w.wild?.letter ?? null])).toEqual([
      ["zoos", 49, "O"], // Z4 + O1 + wild 1 + S1
      ["zoo", 36, "O"],
      ["oz", 25, null],
    ]);
    expect(findSellableWords(handFrom("ZO", 0), graph).map((w) => w.word)).toEqual(["oz"]);
  });

  it("never puts two wilds in a word", () => {
    const graph = WordGraph.fromWords(["ab", "abc", "xy"]);
    expect(findSellableWords(handFrom("A", 4), graph).map((w) => w.word)).toEqual(["ab"]);
    expect(findSellableWords({ tiles: [], wilds: 4 }, graph)).toEqual([]);
  });

  it("honours the minimum length, two by default", () => {
    const graph = WordGraph.fromWords(["a", "at", "tat"]);
    expect(findSellableWords(handFrom("AT", 0), graph).map((w) => w.word)).toEqual(["at"]);
    expect(findSellableWords(handFrom("AT", 0), graph, { minLength: 1 }).map((w) => w.word)).toEqual([
      "at",
      "a",
    ]);
    expect(findSellableWords(handFrom("AT", 1), graph, { minLength: 3 }).map((w) => w.word)).toEqual(["tat"]);
  });

  it("finds house words and never banned ones", () => {
    const graph = WordGraph.fromWords(["cat", "act", "at"]);
    const judge = createWordJudge(graph, { allowed: ["tac", "cata", "xyz"], banned: ["act"] });
    const words = findSellableWords(handFrom("CAT", 1), judge).map((w) => w.word);
    expect(words.sort()).toEqual(["at", "cat", "cata", "tac"]);
    const plain = findSellableWords(handFrom("CAT", 1), graph).map((w) => w.word);
    expect(plain.sort()).toEqual(["act", "at", "cat"]);
  });

  it("skips tiles whose letter no word can use", () => {
    const graph = WordGraph.fromWords(["at"]);
    const hand: Hand = {
      tiles: [
        { letter: "?", pips: 1 },
        { letter: "A", pips: 1 },
        { letter: "t", pips: 2 },
      ],
      wilds: 0,
    };
    expect(findSellableWords(hand, graph)).toEqual([
      { word: "at", pips: 3, price: 9, tiles: [1, 2], wild: null },
    ]);
  });
});
