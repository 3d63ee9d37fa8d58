// BuyWord engine figures for `pnpm bench`: actions applied per second (with the naive
// "deep-copy the whole state per action" approach as the baseline, measured in this run) and
// random full games simulated per second.

// biome-ignore lint/style/noRestrictedImports: the bench is a Node host beside the engine; it hands in the shipped lexicons.
import { nodeLexicons } from "@wordhall/words/node";
import type { BuywordAction } from "../src/buyword/actions";
import { buywordActionSchema } from "../src/buyword/actions";
import { type BuywordConfig, buywordConfigSchema } from "../src/buyword/config";
import { buywordModule } from "../src/buyword/module";
import { playRandomGame } from "../src/buyword/sim/play-random-game";
import { RandomPlayer } from "../src/buyword/sim/random-player";
import type { BuywordState } from "../src/buyword/state";
import { buywordView } from "../src/buyword/view";
import type { RecordedAction } from "../src/core/game-record";
import { seedRng } from "../src/core/rng";

const buyword = buywordModule({ lexicons: nodeLexicons() });

function line(fields: Record<string, unknown>): void {
  console.log(`BENCH ${JSON.stringify(fields)}`);
}

const VARIANTS = [
  {},
  { auction: true },
  { trade: true },
  { draft: true },
  { themes: ["animals"] },
  { crossword: true },
  { handLimit: 10 as const },
];
const configs: BuywordConfig[] = [];
for (let players = 1; players <= 4; players++) {
  for (const variants of VARIANTS) configs.push(buywordConfigSchema.parse({ players, variants }));
}

type Game = {
  config: BuywordConfig;
  seed: string;
  actions: { at: number; seat: number | null; action: BuywordAction }[];
};

// Record a fixed set of games once; the action benchmark replays their accepted actions.
const games: Game[] = [];
for (let i = 0; i < 56; i++) {
  const config = configs[i % configs.length] as BuywordConfig;
  const seed = `bench-${i}`;
  const played = playRandomGame(buyword, config, seed);
  games.push({
    config,
    seed,
    actions: played.actions.map((a: RecordedAction) => ({
      at: a.at,
      seat: a.seat,
      action: buywordActionSchema.parse(a.action),
    })),
  });
}
const totalActions = games.reduce((n, g) => n + g.actions.length, 0);

function replayAll(copy: (s: BuywordState) => BuywordState): number {
  let applied = 0;
  for (const g of games) {
    const setup = buyword.setup(g.config, g.seed, { now: 0, actor: null });
    if (!setup.ok) throw new Error(setup.error.message);
    let state = setup.state;
    for (const a of g.actions) {
      const r = buyword.apply(copy(state), a.action, { now: a.at, actor: a.seat });
      if (!r.ok) throw new Error(`replay refused: ${r.error.message}`);
      state = r.state;
      applied++;
    }
  }
  return applied;
}

/**
 * The median rate over several slices: the machines are shared, and a median shrugs off a
 * slice in which another process had the core.
 */
function perSecond(run: () => number, totalMs = 2_000, slices = 5): number {
  run(); // warm-up
  const rates: number[] = [];
  for (let i = 0; i < slices; i++) {
    let count = 0;
    const start = performance.now();
    let elapsed = 0;
    while (elapsed < totalMs / slices) {
      count += run();
      elapsed = performance.now() - start;
    }
    rates.push((count * 1000) / elapsed);
  }
  rates.sort((a, b) => a - b);
  return rates[Math.floor(slices / 2)] as number;
}

const ours = perSecond(() => replayAll((s) => s));
const naive = perSecond(() => replayAll((s) => structuredClone(s)), 2_500);
line({
  name: `buyword engine actions/s, median of 5 (replaying ${totalActions} actions of ${games.length} random games, all variants)`,
  value: Math.round(ours),
  unit: "actions/s",
  baseline: "deep copy of the state per action",
  baselineValue: Math.round(naive),
  ratio: ours / naive,
  goal: "≥ 100k/s (≤ 10 µs an action)",
  pass: ours >= 100_000,
});

const viewStates: BuywordState[] = [];
{
  const g = games[3 * 7 + 0] as Game; // a 4-player base game
  const setup = buyword.setup(g.config, g.seed, { now: 0, actor: null });
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.state;
  for (const a of g.actions) {
    const r = buyword.apply(state, a.action, { now: a.at, actor: a.seat });
    if (!r.ok) break;
    state = r.state;
    viewStates.push(state);
  }
}
const views = perSecond(() => {
  for (const s of viewStates) buywordView(s, 0);
  return viewStates.length;
});
line({ name: "buyword views built/s (4 players, one seat)", value: Math.round(views), unit: "views/s" });

let gameNo = 0;
const fullGames = perSecond(() => {
  const config = configs[gameNo % configs.length] as BuywordConfig;
  const seed = `full-${gameNo++}`;
  const game = playRandomGame(buyword, config, seed, { player: new RandomPlayer(seedRng(seed)) });
  if (!game.finished) throw new Error("a random game did not end");
  return 1;
}, 3_000);
line({
  name: "buyword random full games/s (1–4 players, all variants, random players incl. refused proposals)",
  value: Math.round(fullGames),
  unit: "games/s",
  goal: "≥ 100/s",
  pass: fullGames >= 100,
});
