import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seedRng } from "../core/rng";
import type { BuywordConfig, BuywordConfigInput } from "./config";
import { replayBuyword } from "./replay";
import { playRandomGame, type StepInfo } from "./sim/play-random-game";
import { RandomPlayer } from "./sim/random-player";
import { buyword, config } from "./test-support";
import { buywordStepViolations } from "./testing/invariants";

const limits = {
  choose: 5_000,
  draft: 5_000,
  trade: 30_000,
  decide: 5_000,
  bid: 5_000,
  sell: 30_000,
  vote: 5_000,
};

const configArb: fc.Arbitrary<BuywordConfigInput> = fc.record({
  players: fc.integer({ min: 1, max: 4 }),
  lexicon: fc.constantFrom("broad" as const, "common" as const),
  variants: fc.record({
    handLimit: fc.constantFrom(8 as const, 10 as const, null),
    auction: fc.boolean(),
    trade: fc.boolean(),
    draft: fc.boolean(),
    themes: fc.constantFrom([], ["animals"], ["food", "travel"]),
    crossword: fc.boolean(),
  }),
  timeLimits: fc.constantFrom({}, limits),
});

/** Checks one step; returns what went wrong (the laws live in ./testing, shared with the bots' tests). */
function stepProblems(info: StepInfo): string[] {
  return buywordStepViolations(info);
}

function playChecked(cfg: BuywordConfig, seed: string) {
  const problems: string[] = [];
  const game = playRandomGame(buyword, cfg, seed, {
    // Now and then someone leaves (BW-33): about one game in eight sees it.
    player: new RandomPlayer(seedRng(`player:${seed}`), {
      sellAttempts: 6,
      timeoutChance: 0.02,
      leaveChance: 0.001,
    }),
    maxSteps: 3_000,
    onStep: (info) => {
      if (problems.length < 5) problems.push(...stepProblems(info));
    },
  });
  expect(problems.join("\n")).toBe("");
  expect(game.finished).toBe(true);
  const replayed = replayBuyword(buyword, cfg, seed, game.actions);
  expect(replayed.ok && replayed.state).toEqual(game.state);
  return game;
}

describe("BuyWord properties over random games", () => {
  it("every step keeps each tile in one place, moves money only by the rules, keeps hands within the limit; every game ends and replays identically", {
    timeout: 60_000,
  }, () => {
    let games = 0;
    fc.assert(
      fc.property(configArb, fc.string({ minLength: 1, maxLength: 12 }), (input, seed) => {
        playChecked(config(input), seed);
        games++;
      }),
      { numRuns: 1_000 },
    );
    expect(games).toBe(1_000);
  });

  it("the same holds for the base game at every table size", { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.string({ minLength: 1, maxLength: 12 }),
        (players, seed) => {
          playChecked(config({ players }), seed);
        },
      ),
      { numRuns: 500 },
    );
  });
});
