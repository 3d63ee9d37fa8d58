// Writes the BuyWord golden records: games played by seeded random players, each saved as a
// game record (docs/game-records.md) plus the final spectator view and result it must replay
// to. Run after a deliberate rule change (and bump BUYWORD_ENGINE_VERSION):
//   pnpm --filter @wordhall/engine exec tsx scripts/generate-buyword-golden.ts
//   pnpm exec biome check --write packages/engine/src/buyword/golden   (formats the index)
// biome-ignore lint/style/noRestrictedImports: a build tool beside the engine, not engine code.
import { writeFileSync } from "node:fs";
// biome-ignore lint/style/noRestrictedImports: the same tool is a Node host; it hands the engine the shipped lexicons.
import { nodeLexicons } from "@wordhall/words/node";
import { type BuywordConfigInput, buywordConfigSchema } from "../src/buyword/config";
import type { BuywordEvent } from "../src/buyword/events";
import { BUYWORD_ENGINE_VERSION, buywordModule } from "../src/buyword/module";
import { playRandomGame, type RandomGame } from "../src/buyword/sim/play-random-game";
import { RandomPlayer } from "../src/buyword/sim/random-player";
import type { GameRecord } from "../src/core/game-record";
import { seedRng } from "../src/core/rng";

const buyword = buywordModule({ lexicons: nodeLexicons() });

type Spec = {
  readonly name: string;
  readonly about: string;
  readonly config: BuywordConfigInput;
  /** Sell the best plan's words (realistic) rather than random guesses. */
  readonly planSales: boolean;
  readonly timeoutChance?: number;
  /** Chance per move that a player leaves (BW-33); off unless set. */
  readonly leaveChance?: number;
  /** Extra condition the game must meet; seeds are tried in order until one does. */
  readonly accept?: (game: RandomGame, events: readonly BuywordEvent[]) => boolean;
};

const limits = {
  choose: 10_000,
  draft: 10_000,
  trade: 60_000,
  decide: 20_000,
  bid: 10_000,
  sell: 90_000,
  vote: 20_000,
};
const sales = (game: RandomGame) => game.state.players.reduce((n, p) => n + p.sales.length, 0);

const SPECS: Spec[] = [
  { name: "solo", about: "one player, base rules", config: { players: 1 }, planSales: true },
  {
    name: "four-players-short-bag",
    about: "four players; the last round's draws can't be filled and the rest of the bag is discarded",
    config: { players: 4 },
    planSales: true,
    accept: (_, events) => events.some((e) => e.type === "finalRound" && e.discarded.length > 0),
  },
  {
    name: "auction",
    about: "three players, auctions of draws",
    config: { players: 3, variants: { auction: true } },
    planSales: true,
    accept: (g) => g.actions.some((a) => (a.action as { type: string }).type === "bid"),
  },
  {
    name: "trade",
    about: "three players, trades of whole draws",
    config: { players: 3, variants: { trade: true } },
    planSales: true,
    accept: (g) => g.actions.some((a) => (a.action as { type: string }).type === "acceptTrade"),
  },
  {
    name: "draft",
    about: "four players, tile draft",
    config: { players: 4, variants: { draft: true } },
    planSales: true,
  },
  {
    name: "themes",
    about: "three players, themes voted on",
    config: { players: 3, variants: { themes: ["animals", "food"] } },
    planSales: true,
  },
  {
    name: "crossword",
    about: "two players, shared crossword grid",
    config: { players: 2, variants: { crossword: true } },
    planSales: false,
    accept: (g) => sales(g) >= 6,
  },
  {
    name: "hand-limit-10",
    about: "two players, hand limit 10",
    config: { players: 2, variants: { handLimit: 10 } },
    planSales: true,
  },
  {
    name: "no-hand-limit",
    about: "two players, no hand limit",
    config: { players: 2, variants: { handLimit: null } },
    planSales: true,
  },
  {
    name: "time-limits",
    about: "three players with decision time limits, some of which run out",
    config: { players: 3, variants: { auction: true }, timeLimits: limits },
    planSales: true,
    timeoutChance: 0.08,
    accept: (g) => g.actions.filter((a) => a.seat === null).length >= 3,
  },
  {
    name: "leave",
    about: "three players; one leaves mid-game and the other two play on to the short-bag end",
    config: { players: 3 },
    planSales: true,
    leaveChance: 0.01,
    accept: (g) =>
      g.actions.filter((a) => (a.action as { type: string }).type === "leave").length === 1 &&
      g.state.round >= 4 &&
      g.state.players.filter((p) => p.left).length === 1,
  },
];

const dir = new URL("../src/buyword/golden/", import.meta.url);
const index: string[] = [];
for (const spec of SPECS) {
  const config = buywordConfigSchema.parse(spec.config);
  let game: RandomGame | null = null;
  let seed = "";
  for (let attempt = 0; attempt < 200 && game === null; attempt++) {
    seed = `golden-${spec.name}-${attempt}`;
    const player = new RandomPlayer(seedRng(`player:${seed}`), {
      sellAttempts: spec.planSales ? 2 : 16,
      timeoutChance: spec.timeoutChance ?? 0,
      planSales: spec.planSales,
      ...(spec.leaveChance === undefined ? {} : { leaveChance: spec.leaveChance }),
    });
    const events: BuywordEvent[] = [];
    const played = playRandomGame(buyword, config, seed, {
      player,
      onStep: (step) => events.push(...step.events),
    });
    if (played.finished && (spec.accept?.(played, events) ?? true)) game = played;
  }
  if (game === null) throw new Error(`no seed gave a ${spec.name} game`);
  const record: GameRecord = {
    game: "buyword",
    engineVersion: BUYWORD_ENGINE_VERSION,
    config,
    seed,
    createdAt: game.createdAt,
    actions: game.actions,
  };
  const expected = {
    about: spec.about,
    result: buyword.result(game.state),
    view: buyword.view(game.state, null),
  };
  writeFileSync(new URL(`${spec.name}.record.json`, dir), `${JSON.stringify(record, null, 1)}\n`);
  writeFileSync(new URL(`${spec.name}.expected.json`, dir), `${JSON.stringify(expected, null, 1)}\n`);
  index.push(spec.name);
  console.log(
    `${spec.name}: seed ${seed}, ${game.actions.length} actions, money ${game.state.players.map((p) => p.money).join("/")}`,
  );
}

const ident = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
const lines = [
  "// Generated by scripts/generate-buyword-golden.ts; do not edit by hand.",
  ...index.flatMap((n) => [
    `import ${ident(n)}Expected from "./${n}.expected.json";`,
    `import ${ident(n)}Record from "./${n}.record.json";`,
  ]),
  "",
  "export const GOLDEN_GAMES = [",
  ...index.map((n) => `  { name: "${n}", record: ${ident(n)}Record, expected: ${ident(n)}Expected },`),
  "];",
  "",
];
writeFileSync(new URL("index.ts", dir), lines.join("\n"));
