import { buywordModule } from "@wordhall/engine";
// biome-ignore lint/style/noRestrictedImports: the tests are a Node host: they hand the bot and the engine the shipped lexicons.
import { nodeLexicons } from "@wordhall/words/node";
import { describe, expect, it } from "vitest";
import { BOT_LEVELS, type BotLevel } from "../core/bot";
import { buywordBot } from "./bot";
import { BUYWORD_LEVELS } from "./levels";
import { botGameConfig } from "./testing/bot-game-configs";
import { playBuywordBotGame } from "./testing/bot-games";

const lexicons = nodeLexicons();
const module = buywordModule({ lexicons });
const bot = buywordBot({ lexicons });
const common = lexicons.get("common");
/** Seeded bot-only games per level (the issue asks for 200). */
const GAMES = 200;
const soloMoney: Partial<Record<BotLevel, number>> = {};

describe("bot-only BuyWord games", () => {
  for (const level of BOT_LEVELS) {
    it(`${GAMES} seeded games at ${level}: every game ends, no bot action is refused, every law holds`, {
      timeout: 300_000,
    }, () => {
      const problems: string[] = [];
      const solo: number[] = [];
      const seen = new Set<string>();
      for (let i = 0; i < GAMES; i++) {
        const seed = `bots-${level}-${i}`;
        const config = botGameConfig(seed);
        const game = playBuywordBotGame({
          module,
          config,
          seed,
          levels: Array(config.players).fill(level),
          bot,
          checkInvariants: true,
        });
        if (!game.ended) problems.push(`${seed}: did not end`);
        for (const r of game.refused) problems.push(`${seed}: refused ${r}`);
        for (const b of game.broken) problems.push(`${seed}: ${b}`);
        if (config.players === 1) solo.push(game.state.players[0]?.money ?? 0);
        const allowed = new Set(config.house.allowed.map((w) => w.toLowerCase()));
        for (const e of game.events) {
          seen.add(e.type);
          // Easy and normal say only everyday words (or the room's own allowed ones).
          if (e.type !== "sold" || BUYWORD_LEVELS[level].vocabulary !== "common") continue;
          for (const { word } of e.sale.words) {
            const w = word.toLowerCase();
            if (!common.has(w) && !allowed.has(w)) problems.push(`${seed}: ${level} sold ${word}`);
          }
        }
      }
      expect(problems).toEqual([]);
      // Every kind of decision came up and was played.
      for (const kind of ["bought", "sold", "drafted", "auctionWon", "traded", "voted", "turnEnded"])
        expect(seen).toContain(kind);
      soloMoney[level] = solo.reduce((a, b) => a + b, 0) / solo.length;
    });
  }

  it("BW-33: plays on when another player leaves mid-game, whatever it was deciding", () => {
    const problems: string[] = [];
    let left = 0;
    for (let i = 0; i < 40; i++) {
      const seed = `leave-${i}`;
      const config = botGameConfig(seed);
      if (config.players < 2) continue;
      const game = playBuywordBotGame({
        module,
        config,
        seed,
        levels: Array(config.players).fill(BOT_LEVELS[i % 3]),
        bot,
        checkInvariants: true,
        leave: { seat: i % config.players, step: 5 + ((i * 37) % 120) },
      });
      if (game.state.players.some((p) => p.left)) left++;
      if (!game.ended) problems.push(`${seed}: did not end`);
      for (const r of game.refused) problems.push(`${seed}: refused ${r}`);
      for (const b of game.broken) problems.push(`${seed}: ${b}`);
    }
    expect(problems).toEqual([]);
    expect(left).toBeGreaterThan(20);
  });

  it("ends solo games richer the higher its level", () => {
    expect(soloMoney.easy).toBeLessThan(soloMoney.normal as number);
    expect(soloMoney.normal).toBeLessThan(soloMoney.hard as number);
  });
});
