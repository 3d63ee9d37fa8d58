import {
  type BuywordAction,
  type BuywordConfig,
  type BuywordModule,
  type BuywordState,
  type BuywordView,
  seedRng,
  TILE_LETTER,
  TILE_PIPS,
} from "@wordhall/engine";
import { deadlineGoesFirst } from "@wordhall/timer";
import { bestSalePlan, type Tile } from "@wordhall/words";
import type { Bot } from "../core/bot";

/**
 * A solo day's par (the BuyWord Daily, docs/daily.md): what the hard bot ends with on the
 * day's draws, and what the same game would have ended with had every one of its selling
 * turns sold the best set of words the hand held (the words package's exact search).
 */
export type DailyPar = {
  /** The hard bot's final money. */
  readonly hardBot: number;
  /**
   * The hard bot's money plus, for each of its selling turns, what the best sale plan of the
   * hand it began the turn with would have fetched beyond what it sold. An estimate of what
   * searching for the best sale reaches, not a bound: selling other tiles would change the
   * hands that follow, which this does not play out.
   */
  readonly bestPlan: number;
  /** Selling turns planned, and how many of them the search could not take exactly. */
  readonly sellingTurns: number;
  readonly inexactTurns: number;
  /** Actions in the bot's game. */
  readonly actions: number;
};

export type DailyParOptions = {
  readonly module: BuywordModule;
  /** A solo config (players: 1). */
  readonly config: BuywordConfig;
  readonly seed: string;
  /** The BuyWord bot, asked at level hard. */
  readonly bot: Bot<BuywordView, BuywordAction>;
  /** When the game is set up (epoch ms); nothing in a solo game without time limits depends on it. */
  readonly createdAt?: number;
  /** Stops a game that would not end (a bug). */
  readonly maxActions?: number;
};

const SEAT = 0;

/**
 * Computes the par one step at a time: it yields after each action of the bot's game and each
 * selling turn planned (a few ms to a few hundred), so a host can hand the event loop back
 * between steps instead of stopping everything else for the seconds the whole takes.
 */
export function* dailyParSteps(options: DailyParOptions): Generator<void, DailyPar, void> {
  const { module, config, seed, bot } = options;
  if (config.players !== 1) throw new Error("A daily par is for a solo game (players: 1).");
  const createdAt = options.createdAt ?? 0;
  const setup = module.setup(config, seed, { now: createdAt, actor: null });
  if (!setup.ok) throw new Error(`setup refused: ${setup.error.message}`);
  let state = setup.state;
  let now = createdAt;
  let actions = 0;
  const turns: { hand: readonly number[]; sold: number }[] = [];
  let open: { hand: readonly number[]; salesBefore: number } | null = null;
  const maxActions = options.maxActions ?? 5_000;
  while (state.phase.kind !== "over") {
    if (actions >= maxActions) throw new Error(`the par game did not end in ${maxActions} actions`);
    if (!open && selling(state)) {
      const player = state.players[SEAT];
      open = { hand: player?.hand ?? [], salesBefore: player?.sales.length ?? 0 };
    }
    // The same loop the bots' bench plays: the bot's answer, unless a time limit runs out first.
    const decision = bot({
      view: module.view(state, SEAT),
      seat: SEAT,
      level: "hard",
      rng: seedRng(`${seed}/${SEAT}/${state.step}`),
      now,
    });
    const deadline = module.deadlines(state)[0];
    let step: { seat: number | null; action: BuywordAction; at: number };
    if (deadline !== undefined && (decision === null || deadlineGoesFirst(deadline.at, decision.at))) {
      step = { seat: null, action: deadline.action, at: Math.max(deadline.at, now) };
    } else if (decision !== null) {
      step = { seat: SEAT, action: decision.action, at: decision.at };
    } else {
      throw new Error(`step ${state.step}: the bot has nothing to do and nothing is due`);
    }
    const result = module.apply(state, step.action, { now: step.at, actor: step.seat });
    if (!result.ok) throw new Error(`the par game's ${step.action.type} was refused: ${result.error.code}`);
    state = result.state;
    now = step.at;
    actions++;
    if (open && !selling(state)) {
      const sales = (state.players[SEAT]?.sales ?? []).slice(open.salesBefore);
      turns.push({ hand: open.hand, sold: sales.reduce((sum, s) => sum + s.total, 0) });
      open = null;
    }
    yield;
  }
  const hardBot = state.players[SEAT]?.money ?? 0;
  const judge = module.judge(config);
  let missed = 0;
  let inexact = 0;
  for (const turn of turns) {
    const plan = bestSalePlan(handOf(turn.hand), judge);
    if (!plan.exact) inexact++;
    missed += Math.max(0, plan.total - turn.sold);
    yield;
  }
  return { hardBot, bestPlan: hardBot + missed, sellingTurns: turns.length, inexactTurns: inexact, actions };
}

/** The whole par at once (the bench; a host that may block for it). */
export function dailyPar(options: DailyParOptions): DailyPar {
  const steps = dailyParSteps(options);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

const selling = (state: BuywordState) => state.phase.kind === "sell" && state.phase.turn === SEAT;

function handOf(ids: readonly number[]): { tiles: Tile[]; wilds: number } {
  const tiles: Tile[] = [];
  let wilds = 0;
  for (const id of ids) {
    const letter = TILE_LETTER[id] ?? "?";
    if (letter === "*") wilds++;
    else tiles.push({ letter, pips: TILE_PIPS[id] ?? 0 });
  }
  return { tiles, wilds };
}
