// Oh My Word engine figures for `pnpm bench`, on one core: actions applied per second, random
// full games simulated per second, and the cost of view(). The baseline, measured in the same
// run, is one JSON.stringify of a mid-game state: a whole action should cost far less.

import type { RecordedAction } from "../src/core/game-record";
import type { OmwAction } from "../src/oh-my-word/actions";
import { applyOmw } from "../src/oh-my-word/apply/apply";
import { setupOmw } from "../src/oh-my-word/setup";
import type { OmwState } from "../src/oh-my-word/state";
import { playRandomGame } from "../src/oh-my-word/testing/random-play";
import { omwView } from "../src/oh-my-word/view";

function line(fields: Record<string, unknown>): void {
  console.log(`BENCH ${JSON.stringify(fields)}`);
}

/** CPU time of this process in ms: the machines are shared, and wall time counts other processes' turns. */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/**
 * Median rate over several slices, timed in this process's CPU time, so that a slice in
 * which another process had the core counts for neither more nor less.
 */
function perSecond(run: () => number, totalMs = 2_000, slices = 5): number {
  for (let i = 0; i < 3; i++) run(); // warm-up
  const rates: number[] = [];
  for (let i = 0; i < slices; i++) {
    let count = 0;
    const start = cpuMs();
    let elapsed = 0;
    while (elapsed < totalMs / slices) {
      count += run();
      elapsed = cpuMs() - start;
    }
    rates.push((count * 1000) / elapsed);
  }
  rates.sort((a, b) => a - b);
  return rates[Math.floor(slices / 2)] as number;
}

const CONFIGS: unknown[] = [
  { seats: 4 },
  { seats: 3, judging: { mode: "trust" } },
  { seats: 6, scoring: "tokens" },
  { seats: 2, boards: [{ kind: "built-in", board: 1, side: "back" }] },
  { seats: 8, judging: { refuseRepeatedTerms: true } },
];

type Game = { config: unknown; seed: string; createdAt: number; actions: RecordedAction[] };

// A fixed set of recorded random games (legal and illegal moves; only accepted ones are kept).
const games: Game[] = [];
for (let i = 0; i < 40; i++) {
  const config = CONFIGS[i % CONFIGS.length];
  const { table } = playRandomGame(config, `bench-${i}`, {
    illegal: 0.1,
    allowLeave: true,
    allowPause: true,
  });
  games.push({
    config: table.record.config,
    seed: table.record.seed,
    createdAt: table.record.createdAt,
    actions: table.record.actions,
  });
}
const totalActions = games.reduce((n, g) => n + g.actions.length, 0);

// States are immutable, so every replay can start from the same set-up state: the figure
// below is the cost of actions alone (set-up, which validates the config, is measured apart).
const starts = games.map((g) => {
  const setup = setupOmw(g.config, g.seed, { now: g.createdAt, actor: null });
  if (!setup.ok) throw new Error(setup.error.message);
  return setup.state;
});

function replayAll(): number {
  let applied = 0;
  for (let gi = 0; gi < games.length; gi++) {
    let state = starts[gi] as OmwState;
    for (const a of (games[gi] as Game).actions) {
      const r = applyOmw(state, a.action as OmwAction, { now: a.at, actor: a.seat });
      if (!r.ok) throw new Error(`replay refused: ${r.error.message}`);
      state = r.state;
      applied++;
    }
  }
  return applied;
}

// The mid-game state of the first (4-player, 4-board) game, for the baseline and the views.
function midGame(g: Game): OmwState {
  const setup = setupOmw(g.config, g.seed, { now: g.createdAt, actor: null });
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.state;
  for (const a of g.actions.slice(0, g.actions.length >> 1)) {
    const r = applyOmw(state, a.action as OmwAction, { now: a.at, actor: a.seat });
    if (r.ok) state = r.state;
  }
  return state;
}
const mid = midGame(games[0] as Game);
const stateBytes = JSON.stringify(mid).length;

const stringifies = perSecond(() => {
  let n = 0;
  for (let i = 0; i < 200; i++) n += JSON.stringify(mid).length > 0 ? 1 : 0;
  return n;
});
const baseline = {
  baseline: `one JSON.stringify of a mid-game state (${stateBytes} B)`,
  baselineValue: Math.round(stringifies),
};

const actions = perSecond(() => replayAll(), 3_000);
line({
  name: `oh-my-word actions applied/s (replaying ${totalActions} actions of ${games.length} random games, 2–8 seats)`,
  value: Math.round(actions),
  unit: "ops/s",
  ...baseline,
  ratio: actions / stringifies,
  goal: "≥ 10× the stringify rate",
  pass: actions >= 10 * stringifies,
});
line({
  name: "oh-my-word cost of one action",
  value: 1e6 / actions,
  unit: "µs",
  baseline: "one JSON.stringify of the same mid-game state",
  baselineValue: 1e6 / stringifies,
  ratio: stringifies / actions,
  goal: "≤ 10 µs",
  pass: 1e6 / actions <= 10,
});

const setups = perSecond(() => {
  for (const g of games) setupOmw(g.config, g.seed, { now: g.createdAt, actor: null });
  return games.length;
});
line({
  name: "oh-my-word setup() incl. config validation",
  value: 1e6 / setups,
  unit: "µs",
  ...baseline,
  baselineValue: 1e6 / stringifies,
  ratio: stringifies / setups,
});

let gameNo = 0;
const fullGames = perSecond(() => {
  const config = CONFIGS[gameNo % CONFIGS.length];
  const { table } = playRandomGame(config, `full-${gameNo++}`, { illegal: 0.1 });
  if (table.state.phase !== "over") throw new Error("a random game did not end");
  return 1;
}, 3_000);
line({
  name: "oh-my-word random full games simulated/s (2–8 seats, random players incl. refused moves)",
  value: Math.round(fullGames),
  unit: "games/s",
  goal: "≥ 200/s",
  pass: fullGames >= 200,
});

const seatViews = perSecond(() => {
  for (let i = 0; i < 200; i++) omwView(mid, 1);
  return 200;
});
line({
  name: "oh-my-word view() for one seat, mid-game (4 boards, 4 seats)",
  value: Math.round(seatViews),
  unit: "ops/s",
  ...baseline,
  ratio: seatViews / stringifies,
  goal: "faster than one JSON.stringify of the state",
  pass: seatViews >= stringifies,
});
const spectatorViews = perSecond(() => {
  for (let i = 0; i < 200; i++) omwView(mid, null);
  return 200;
});
line({
  name: "oh-my-word view() for a spectator, mid-game",
  value: Math.round(spectatorViews),
  unit: "ops/s",
  ...baseline,
  ratio: spectatorViews / stringifies,
});
