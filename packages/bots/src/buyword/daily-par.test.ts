import { buywordConfigSchema, buywordModule } from "@wordhall/engine";
// biome-ignore lint/style/noRestrictedImports: the tests are a Node host: they hand the bot and the engine the shipped lexicons.
import { nodeLexicons } from "@wordhall/words/node";
import { describe, expect, it } from "vitest";
import { buywordBot } from "./bot";
import { dailyPar, dailyParSteps } from "./daily-par";
import { CREATED_AT, playBuywordBotGame } from "./testing/bot-games";

const lexicons = nodeLexicons();
const module = buywordModule({ lexicons });
const bot = buywordBot({ lexicons });
const config = buywordConfigSchema.parse({ players: 1 });

describe("the Daily's par", () => {
  it("is the hard bot's solo game on the day's seed, as the bots' own games play it", {
    timeout: 60_000,
  }, () => {
    const seed = "daily-par-test-1";
    const par = dailyPar({ module, config, seed, bot, createdAt: CREATED_AT });
    const game = playBuywordBotGame({ module, config, seed, levels: ["hard"], bot });
    expect(game.ended).toBe(true);
    expect(par.hardBot).toBe(game.state.players[0]?.money);
    expect(par.actions).toBe(game.actions.length);
    // The second game sold by the plans, and ended with money of its own.
    expect(par.plannedSales).toBeGreaterThan(0);
    expect(Number.isInteger(par.bestPlan)).toBe(true);
    // The same draws, the same par.
    expect(dailyPar({ module, config, seed, bot, createdAt: CREATED_AT })).toEqual(par);
    expect(dailyPar({ module, config, seed: "daily-par-test-2", bot }).hardBot).not.toBeNaN();
  });

  it("hands control back after every step, and refuses a game that is not solo", () => {
    const steps = dailyParSteps({ module, config, seed: "daily-par-test-3", bot });
    let yields = 0;
    for (let next = steps.next(); !next.done; next = steps.next()) yields++;
    expect(yields).toBeGreaterThan(10);
    const pair = buywordConfigSchema.parse({ players: 2 });
    expect(() => dailyPar({ module, config: pair, seed: "x", bot })).toThrow(/solo/);
  });
});
