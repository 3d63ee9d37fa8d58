import { ohMyWord } from "@wordhall/engine";
import { describe, expect, it } from "vitest";
import { BOT_LEVELS, type BotLevel } from "../core/bot";
import { ohMyWordKnowledge } from "../knowledge/build-knowledge";
import { BUILT_IN_TERMS } from "../knowledge/built-in-terms/index";
import { splitTerms } from "../knowledge/term-bank";
import { ohMyWordBot } from "./bot";
import { botGameConfig } from "./testing/bot-game-configs";
import { playBotGame } from "./testing/bot-games";

const bot = ohMyWordBot({ knowledge: ohMyWordKnowledge() });
const GAMES = 200;
const found: Partial<Record<BotLevel, number>> = {};

describe("bot-only Oh My Word games", () => {
  for (const level of BOT_LEVELS) {
    it(`${GAMES} seeded games at ${level}: every game ends, no bot action is refused, every invariant holds`, () => {
      const problems: string[] = [];
      let tiebreakers = 0;
      let challenges = 0;
      let draws = 0;
      let covers = 0;
      let tokens = 0;
      for (let i = 0; i < GAMES; i++) {
        const seed = `bots-${level}-${i}`;
        const { seats, config } = botGameConfig(seed);
        const game = playBotGame({
          config,
          seed,
          levels: Array(seats).fill(level),
          bot,
          checkInvariants: true,
        });
        if (!game.ended) problems.push(`${seed}: did not end`);
        for (const r of game.refused) problems.push(`${seed}: refused ${r}`);
        for (const b of game.broken) problems.push(`${seed}: ${b}`);
        const texts = ohMyWord
          .view(game.table.state, null)
          .boards.flatMap((b) => b.categories.map((c) => c.text));
        for (const e of game.table.events.flat()) {
          if (e.type === "tiebreaker-started") tiebreakers++;
          if (e.type === "claim-challenged") challenges++;
          // It never says a term it does not have for that category and letter.
          if (
            e.type === "category-covered" &&
            !splitTerms(BUILT_IN_TERMS[texts[e.category] ?? ""]?.[e.letter]).includes(e.term)
          )
            problems.push(`${seed}: said ${e.term} for ${texts[e.category]}`);
        }
        for (const s of game.seats) {
          draws += s.draws;
          covers += s.covers;
          tokens += s.tokens;
        }
      }
      expect(problems).toEqual([]);
      // The tiebreaker was reached, and no bot challenged another's (right) term.
      expect(tiebreakers).toBeGreaterThan(0);
      expect(challenges).toBe(0);
      // It is sometimes too slow for the timer, and takes tokens like anyone.
      expect(tokens).toBeGreaterThan(GAMES);
      found[level] = covers / draws;
      console.log(
        `${level}: found a term on ${((covers / draws) * 100).toFixed(1)}% of turns, ${(tokens / GAMES).toFixed(1)} tokens a game`,
      );
    });
  }

  it("finds terms more often the higher its level", () => {
    expect(found.easy).toBeLessThan(found.normal as number);
    expect(found.normal).toBeLessThan(found.hard as number);
  });
});
