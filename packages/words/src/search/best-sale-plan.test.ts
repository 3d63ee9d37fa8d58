import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { WordGraph } from "../lexicon/word-graph";
import { loadLexiconFile } from "../node/lexicon-files";
import { createWordJudge } from "../word-judge";
import { bestSalePlan, type SalePlan } from "./best-sale-plan";
import type { Hand } from "./hand";
import { bagHand, drawHand, handFrom, mixedPipsHand } from "./testing/hands";

const commonGraph = loadLexiconFile("common").graph;
const commonWords = [...commonGraph.words()];

interface Usage {
  mask: number;
  wild: number;
  value: number;
}

/**
 * Exhaustive reference on concrete tiles: every way each word can be laid from the hand's tiles
 * (tile by tile, with at most one wild), then the best packing of those ways over every subset
 * of tiles and count of wilds. It shares nothing with the multiset search it checks.
 */
function referenceBest(hand: Hand, words: readonly string[], minLength = 2): number {
  const n = hand.tiles.length;
  const letters = hand.tiles.map((t) => t.letter.toLowerCase());
  const usages = new Map<string, Usage>();
  for (const word of words) {
    if (word.length < minLength || word.length > n + 1) continue;
    const lay = (position: number, mask: number, wild: number, pips: number): void => {
      if (position === word.length) {
        const key = `${mask}:${wild}`;
        const value = pips * pips;
        if ((usages.get(key)?.value ?? -1) < value) usages.set(key, { mask, wild, value });
        return;
      }
      for (let t = 0; t < n; t++) {
        if ((mask & (1 << t)) === 0 && letters[t] === word[position]) {
          lay(position + 1, mask | (1 << t), wild, pips + (hand.tiles[t]?.pips ?? 0));
        }
      }
      if (wild === 0 && hand.wilds > 0) lay(position + 1, mask, 1, pips + 1);
    };
    lay(0, 0, 0, 0);
  }
  const ways = [...usages.values()];
  const memo = new Map<number, number>();
  const best = (used: number, wildsLeft: number): number => {
    const key = used * 16 + wildsLeft;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let value = 0;
    for (const way of ways) {
      if ((way.mask & used) !== 0 || way.wild > wildsLeft) continue;
      value = Math.max(value, way.value + best(used | way.mask, wildsLeft - way.wild));
    }
    memo.set(key, value);
    return value;
  };
  return best(0, Math.min(hand.wilds, 15));
}

/** Why a plan is not a legal sale of the hand at its stated total, or null when it is. */
function planProblem(hand: Hand, plan: SalePlan, isWord: (w: string) => boolean): string | null {
  const used = new Set<number>();
  let wilds = 0;
  let total = 0;
  for (const sale of plan.words) {
    if (!isWord(sale.word)) return `${sale.word} is not a word`;
    if (sale.tiles.length + (sale.wild ? 1 : 0) !== sale.word.length) return `${sale.word}: wrong tile count`;
    let pips = 0;
    let t = 0;
    for (let position = 0; position < sale.word.length; position++) {
      const letter = sale.word[position]?.toUpperCase();
      if (sale.wild?.position === position) {
        if (sale.wild.letter !== letter) return `${sale.word}: wild is ${sale.wild.letter}`;
        pips += 1;
        continue;
      }
      const index = sale.tiles[t++] as number;
      if (used.has(index)) return `tile ${index} sold twice`;
      used.add(index);
      if (hand.tiles[index]?.letter !== letter) return `${sale.word}: tile ${index} is not ${letter}`;
      pips += hand.tiles[index]?.pips ?? 0;
    }
    if (sale.wild) wilds++;
    if (sale.price !== pips * pips) return `${sale.word}: price ${sale.price} for ${pips} pips`;
    total += sale.price;
  }
  if (wilds > hand.wilds) return `${wilds} wilds used of ${hand.wilds}`;
  if (total !== plan.total) return `total ${plan.total}, words add up to ${total}`;
  if (plan.unusedWilds !== hand.wilds - wilds) return "unused wilds miscounted";
  const unsold = hand.tiles.map((_, i) => i).filter((i) => !used.has(i));
  if (unsold.join() !== plan.unsoldTiles.join()) return "unsold tiles miscounted";
  return null;
}

function expectOptimal(hand: Hand, minLength?: number): void {
  const options = minLength === undefined ? {} : { minLength };
  const plan = bestSalePlan(hand, commonGraph, options);
  expect(planProblem(hand, plan, (w) => commonGraph.has(w) && w.length >= (minLength ?? 2))).toBeNull();
  expect(plan.total).toBe(referenceBest(hand, commonWords, minLength));
}

describe("bestSalePlan", () => {
  it("matches an exhaustive search on small hands from the bag", () => {
    fc.assert(
      fc.property(bagHand(6, 3), fc.integer({ min: 1, max: 3 }), (hand, minLength) =>
        expectOptimal(hand, minLength),
      ),
      { numRuns: 600 },
    );
  }, 60_000);

  it("matches an exhaustive search when one letter comes with different pips", () => {
    fc.assert(
      fc.property(mixedPipsHand(6, 2), (hand) => expectOptimal(hand)),
      { numRuns: 300 },
    );
  }, 60_000);

  it("matches an exhaustive search on hands of 8 letters", () => {
    fc.assert(
      fc.property(bagHand(8, 3), (hand) => expectOptimal(hand)),
      { numRuns: 60 },
    );
  }, 60_000);

  it("splits a hand into two words when that earns more than one long word", () => {
    // A, B, C at 2 pips and D at 4: "ab" + "cd" = 4² + 6² = 52 beats "abc" = 6² = 36.
    const graph = WordGraph.fromWords(["ab", "cd", "abc"]);
    const hand: Hand = {
      tiles: [..."ABCD"].map((letter) => ({ letter, pips: letter === "D" ? 4 : 2 })),
      wilds: 0,
    };
    const plan = bestSalePlan(hand, graph);
    expect(plan.words.map((w) => w.word)).toEqual(["cd", "ab"]);
    expect(plan.total).toBe(52);
    expect(bestSalePlan({ tiles: hand.tiles.slice(0, 3), wilds: 0 }, graph).total).toBe(36);
  });

  it("uses each wild in one word only and saves a tile with a wild when that pays", () => {
    const graph = WordGraph.fromWords(["za", "az"]);
    // Z A A with one wild: "za" (Z+A) and a wild standing for the Z in a second "za" (wild+A).
    const plan = bestSalePlan(handFrom("ZAA", 1), graph);
    expect(plan.total).toBe(25 + 4);
    expect(plan.words.filter((w) => w.wild).length).toBe(1);
    expect(bestSalePlan(handFrom("A", 2), graph).total).toBe(4);
  });

  it("sells house words and never banned ones", () => {
    const graph = WordGraph.fromWords(["cat", "at"]);
    const judge = createWordJudge(graph, { allowed: ["ax"], banned: ["cat"] });
    const plan = bestSalePlan(handFrom("CATX", 0), judge);
    expect(plan.words.map((w) => w.word)).toEqual(["ax"]);
    expect(plan.unsoldTiles).toEqual([0, 2]);
    expect(bestSalePlan(handFrom("CATX", 0), graph).words.map((w) => w.word)).toEqual(["cat"]);
  });

  it("falls back to a legal greedy plan for hands too large to search exactly", () => {
    const big = drawHand(7, 24, 4);
    const plan = bestSalePlan(big, commonGraph);
    expect(plan.exact).toBe(false);
    expect(plan.words.length).toBeGreaterThan(1);
    expect(planProblem(big, plan, (w) => commonGraph.has(w) && w.length >= 2)).toBeNull();
    fc.assert(
      fc.property(bagHand(7, 3), (hand) => {
        const greedy = bestSalePlan(hand, commonGraph, { exactLimit: 1 });
        const exact = bestSalePlan(hand, commonGraph);
        expect(exact.exact).toBe(true);
        expect(greedy.exact).toBe(hand.tiles.length === 0 && hand.wilds === 0);
        expect(planProblem(hand, greedy, (w) => commonGraph.has(w) && w.length >= 2)).toBeNull();
        expect(greedy.total).toBeLessThanOrEqual(exact.total);
      }),
      { numRuns: 100 },
    );
  });

  it("sells nothing from an empty hand or a hand of wilds", () => {
    expect(bestSalePlan({ tiles: [], wilds: 0 }, commonGraph)).toEqual({
      words: [],
      total: 0,
      unsoldTiles: [],
      unusedWilds: 0,
      exact: true,
    });
    expect(bestSalePlan({ tiles: [], wilds: 3 }, commonGraph).total).toBe(0);
    // One-letter words allowed: each wild alone can be "a".
    expect(bestSalePlan({ tiles: [], wilds: 3 }, commonGraph, { minLength: 1 }).total).toBe(3);
  });
});
