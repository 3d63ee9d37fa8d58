// Oh My Word bot figures for `pnpm bench`: per level, 200 seeded bot-only games (2–4 seats, the
// default four boards and timer) give the share of turns on which the bot found a term, the
// tokens a game, how long it thinks before covering, and the time one decision takes beside
// the time the engine takes to apply one of those actions (the baseline, same run).

import { type OmwAction, type OmwView, ohMyWord } from "@wordhall/engine";
import { BOT_LEVELS, type Bot, type BotLevel } from "../src/core/bot";
import { ohMyWordKnowledge } from "../src/knowledge/build-knowledge";
import { nodeOhMyWordKnowledge } from "../src/knowledge/node/index";
import { ohMyWordBot } from "../src/oh-my-word/bot";
import { playBotGame } from "../src/oh-my-word/testing/bot-games";
import { line, quantile, timed } from "./bench-lines";

const GAMES = 200;
const PACK = [
  "Famous bridge",
  "Type of cheese",
  "Musical instrument",
  "Dog breed",
  "Vegetables",
  "Sport",
  "Kind of tree",
  "Fabric",
  "Tool",
  "Composer",
  "Bird",
];

type Played = { draws: number; covers: number; tokens: number; thinkMs: number[]; applyMs: number[] };

function play(
  bot: Bot<OmwView, OmwAction>,
  level: BotLevel,
  games: number,
  config: (seats: number) => unknown,
): Played {
  const out: Played = { draws: 0, covers: 0, tokens: 0, thinkMs: [], applyMs: [] };
  for (let i = 0; i < games; i++) {
    const seats = 2 + (i % 3);
    const seed = `bench-${level}-${i}`;
    const game = playBotGame({ config: config(seats), seed, levels: Array(seats).fill(level), bot });
    if (!game.ended || game.refused.length > 0)
      throw new Error(`${seed}: ${game.refused[0] ?? "did not end"}`);
    for (const s of game.seats) {
      out.draws += s.draws;
      out.covers += s.covers;
      out.tokens += s.tokens;
    }
    // Replays the record to time each bot action's apply (the baseline) and to read how
    // long each cover came after its draw.
    const setup = ohMyWord.setup(game.table.record.config as never, seed, {
      now: game.table.record.createdAt,
      actor: null,
    });
    if (!setup.ok) throw new Error(setup.error.message);
    let state = setup.state;
    let drewAt = 0;
    for (const { at, seat, action } of game.table.record.actions) {
      const start = performance.now();
      const result = ohMyWord.apply(state, action as OmwAction, { now: at, actor: seat });
      if (seat !== null) out.applyMs.push(performance.now() - start);
      if (!result.ok) throw new Error(`replay refused: ${result.error.code}`);
      state = result.state;
      if ((action as OmwAction).type === "draw") drewAt = at;
      if ((action as OmwAction).type === "claim") out.thinkMs.push(at - drewAt);
    }
  }
  return out;
}

const defaults = (seats: number) => ({ seats });
const knowledge = ohMyWordKnowledge();
// Warm-up, so the figures are of warm code, as in a server that has been up a while.
play(ohMyWordBot({ knowledge }), "normal", 20, defaults);

for (const level of BOT_LEVELS) {
  const decisions: number[] = [];
  const played = play(timed(ohMyWordBot({ knowledge }), decisions), level, GAMES, defaults);
  decisions.sort((a, b) => a - b);
  played.applyMs.sort((a, b) => a - b);
  played.thinkMs.sort((a, b) => a - b);
  const tag = `oh-my-word bot, ${level}`;
  line({
    name: `${tag}: turns on which it found a term (${GAMES} bot-only games, 2–4 seats, 4 boards)`,
    value: (100 * played.covers) / played.draws,
    unit: "%",
  });
  line({ name: `${tag}: bad-luck tokens taken per game`, value: played.tokens / GAMES, unit: "tokens" });
  line({
    name: `${tag}: thinking before covering, p10 / p50 / p90 = ${[0.1, 0.5, 0.9].map((q) => (quantile(played.thinkMs, q) / 1000).toFixed(1)).join(" / ")} s`,
    value: quantile(played.thinkMs, 0.5) / 1000,
    unit: "s",
  });
  line({
    name: `${tag}: decision time p50 (${decisions.length} decisions)`,
    value: quantile(decisions, 0.5) * 1000,
    unit: "µs",
    baseline: "one engine apply of a bot action, p50",
    baselineValue: quantile(played.applyMs, 0.5) * 1000,
    ratio: quantile(decisions, 0.5) / quantile(played.applyMs, 0.5),
  });
  const p99 = quantile(decisions, 0.99);
  line({
    name: `${tag}: decision time p99`,
    value: p99 * 1000,
    unit: "µs",
    baseline: "one engine apply of a bot action, p99",
    baselineValue: quantile(played.applyMs, 0.99) * 1000,
    ratio: p99 / quantile(played.applyMs, 0.99),
    goal: "p99 ≤ 50 ms",
    pass: p99 <= 50,
  });
}

// A category pack, answered from WordNet: loading it once, and decisions that include working
// out a category's kinds the first time it is asked.
const loadStart = performance.now();
const packKnowledge = nodeOhMyWordKnowledge();
line({
  name: "oh-my-word bot: loading WordNet for packs (once per process)",
  value: performance.now() - loadStart,
  unit: "ms",
});
const packDecisions: number[] = [];
const pack = play(timed(ohMyWordBot({ knowledge: packKnowledge }), packDecisions), "normal", 40, (seats) => ({
  seats,
  boards: [{ kind: "custom", title: "Pack", categories: PACK }],
}));
packDecisions.sort((a, b) => a - b);
line({
  name: `oh-my-word bot, normal, an 11-category pack via WordNet: turns on which it found a term`,
  value: (100 * pack.covers) / pack.draws,
  unit: "%",
});
line({
  name: "oh-my-word bot, normal, pack via WordNet: decision time p99 (first asks work out the kinds)",
  value: quantile(packDecisions, 0.99) * 1000,
  unit: "µs",
  baseline: "slowest decision",
  baselineValue: (packDecisions[packDecisions.length - 1] ?? 0) * 1000,
  goal: "p99 ≤ 50 ms",
  pass: quantile(packDecisions, 0.99) <= 50,
});
