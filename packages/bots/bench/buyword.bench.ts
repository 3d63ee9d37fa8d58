// BuyWord bot figures for `pnpm bench`: per level, the time one decision takes beside the time
// the engine takes to apply one of the bot's actions (the baseline, same run), over 200 seeded
// bot-only games of mixed settings (1–4 players, every variant, both lexicons, time limits);
// and 200 seeded solo games of the base game: the final money's mean, spread and rating bands.

import {
  type BuywordAction,
  type BuywordConfig,
  type BuywordView,
  buywordConfigSchema,
  buywordModule,
  ratingBand,
} from "@wordhall/engine";
// biome-ignore lint/style/noRestrictedImports: the bench is a Node host: it hands the bot and the engine the shipped lexicons.
import { nodeLexicons } from "@wordhall/words/node";
import { buywordBot } from "../src/buyword/bot";
import { botGameConfig } from "../src/buyword/testing/bot-game-configs";
import { CREATED_AT, playBuywordBotGame } from "../src/buyword/testing/bot-games";
import { BOT_LEVELS, type Bot, type BotLevel } from "../src/core/bot";
import { line, quantile, timed } from "./bench-lines";

const GAMES = 200;
const lexicons = nodeLexicons();
const module = buywordModule({ lexicons });

type Played = { money: number[]; applyMs: number[]; refused: number };

function play(
  bot: Bot<BuywordView, BuywordAction>,
  level: BotLevel,
  games: number,
  config: (i: number) => BuywordConfig,
  tag: string,
): Played {
  const out: Played = { money: [], applyMs: [], refused: 0 };
  for (let i = 0; i < games; i++) {
    const seed = `bench-${tag}-${level}-${i}`;
    const cfg = config(i);
    const game = playBuywordBotGame({
      module,
      config: cfg,
      seed,
      levels: Array(cfg.players).fill(level),
      bot,
    });
    if (!game.ended || game.refused.length > 0)
      throw new Error(`${seed}: ${game.refused[0] ?? "did not end"}`);
    out.money.push(...game.state.players.map((p) => p.money));
    // Replays the record to time each bot action's apply: the baseline.
    const setup = module.setup(cfg, seed, { now: CREATED_AT, actor: null });
    if (!setup.ok) throw new Error(setup.error.message);
    let state = setup.state;
    for (const { at, seat, action } of game.actions) {
      const start = performance.now();
      const result = module.apply(state, action, { now: at, actor: seat });
      if (seat !== null) out.applyMs.push(performance.now() - start);
      if (!result.ok) throw new Error(`replay refused: ${result.error.code}`);
      state = result.state;
    }
  }
  return out;
}

const solo = () => buywordConfigSchema.parse({ players: 1 });
const mixed = (i: number) => botGameConfig(`bench-${i}`);
// Warm-up, so the figures are of warm code, as in a server that has been up a while.
play(buywordBot({ lexicons }), "normal", 10, mixed, "warm");

for (const level of BOT_LEVELS) {
  const tag = `buyword bot, ${level}`;
  const decisions: number[] = [];
  const played = play(timed(buywordBot({ lexicons }), decisions), level, GAMES, mixed, "mixed");
  decisions.sort((a, b) => a - b);
  played.applyMs.sort((a, b) => a - b);
  line({
    name: `${tag}: decision time p50 (${decisions.length} asks, ${GAMES} games of mixed settings)`,
    value: quantile(decisions, 0.5) * 1000,
    unit: "µs",
    baseline: "one engine apply of a bot action, p50",
    baselineValue: quantile(played.applyMs, 0.5) * 1000,
    ratio: quantile(decisions, 0.5) / quantile(played.applyMs, 0.5),
  });
  const p99 = quantile(decisions, 0.99);
  line({
    name: `${tag}: decision time p99 (slowest ${(decisions[decisions.length - 1] ?? 0).toFixed(0)} ms)`,
    value: p99 * 1000,
    unit: "µs",
    baseline: "one engine apply of a bot action, p99",
    baselineValue: quantile(played.applyMs, 0.99) * 1000,
    ratio: p99 / quantile(played.applyMs, 0.99),
    goal: "p99 ≤ 50 ms",
    pass: p99 <= 50,
  });

  const money = play(buywordBot({ lexicons }), level, GAMES, solo, "solo").money;
  const mean = money.reduce((a, b) => a + b, 0) / money.length;
  const sd = Math.sqrt(money.reduce((a, b) => a + (b - mean) ** 2, 0) / money.length);
  const bands = { under: 0, fair: 0, good: 0, outstanding: 0 };
  for (const m of money) bands[ratingBand(m)]++;
  const goal = level === "hard" ? { goal: "mean ≥ $1,000 (outstanding)", pass: mean >= 1000 } : {};
  line({
    name: `${tag}: solo final money, ${GAMES} games: sd ${sd.toFixed(0)}, min ${Math.min(...money)}, max ${Math.max(...money)}; bands ${Object.entries(
      bands,
    )
      .map(([band, n]) => `${band} ${n}`)
      .join(", ")}`,
    value: mean,
    unit: "$",
    ...goal,
  });
}
