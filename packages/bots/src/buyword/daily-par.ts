import {
  type BuywordAction,
  type BuywordConfig,
  type BuywordModule,
  type BuywordView,
  seedRng,
} from "@wordhall/engine";
import { deadlineGoesFirst } from "@wordhall/timer";
import { bestSalePlan, type LexiconJudge } from "@wordhall/words";
import type { Bot } from "../core/bot";

/**
 * A solo day's par (the BuyWord Daily, docs/daily.md): two whole games on the day's draws. The
 * hard bot's, and one where the hard bot buys and discards but every sale is the first word of
 * the best set of words the hand holds (the words package's exact search), again and again
 * until the plan is empty: what selling by the best-plan search reaches.
 */
export type DailyPar = {
  /** The hard bot's final money. */
  readonly hardBot: number;
  /** Final money of the hard bot's buying with the best-plan search's selling. */
  readonly bestPlan: number;
  /** Sales the search planned, and how many of its plans could not be made exactly. */
  readonly plannedSales: number;
  readonly inexactPlans: number;
  /** Actions in the hard bot's game. */
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
 * Computes the par one step at a time: it yields after each action of either game (a few ms,
 * a few hundred for a large hand's exact plan), so a host can hand the event loop back between
 * steps instead of stopping everything else for the whole.
 */
export function* dailyParSteps(options: DailyParOptions): Generator<void, DailyPar, void> {
  if (options.config.players !== 1) throw new Error("A daily par is for a solo game (players: 1).");
  const hard = yield* soloGame(options, options.bot);
  const planner = bestPlanSeller(options.bot, options.module.judge(options.config));
  const planned = yield* soloGame(options, planner.bot);
  return {
    hardBot: hard.money,
    bestPlan: planned.money,
    plannedSales: planner.sales(),
    inexactPlans: planner.inexact(),
    actions: hard.actions,
  };
}

/** One solo game to its end, the loop the bots' bench plays: the bot's move unless a time limit runs out first. */
function* soloGame(
  options: DailyParOptions,
  bot: Bot<BuywordView, BuywordAction>,
): Generator<void, { money: number; actions: number }, void> {
  const { module, config, seed } = options;
  const createdAt = options.createdAt ?? 0;
  const setup = module.setup(config, seed, { now: createdAt, actor: null });
  if (!setup.ok) throw new Error(`setup refused: ${setup.error.message}`);
  let state = setup.state;
  let now = createdAt;
  let actions = 0;
  const maxActions = options.maxActions ?? 5_000;
  while (state.phase.kind !== "over") {
    if (actions >= maxActions) throw new Error(`the par game did not end in ${maxActions} actions`);
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
    yield;
  }
  return { money: state.players[SEAT]?.money ?? 0, actions };
}

/**
 * The hard bot, except that on its selling turn it sells the first word of the best plan for
 * the hand it holds, until the plan is empty, and only then lets the bot end the turn.
 */
function bestPlanSeller(bot: Bot<BuywordView, BuywordAction>, judge: LexiconJudge) {
  let sales = 0;
  let inexact = 0;
  const seller: Bot<BuywordView, BuywordAction> = (input) => {
    const { view } = input;
    const mine = view.phase.kind === "sell" && view.phase.turn === SEAT && view.phase.pending === null;
    if (!mine || !view.you) return bot(input);
    const letters = view.you.hand.filter((t) => t.letter !== "*");
    const wilds = view.you.hand.filter((t) => t.letter === "*");
    const plan = bestSalePlan(
      { tiles: letters.map((t) => ({ letter: t.letter, pips: t.pips })), wilds: wilds.length },
      judge,
    );
    const word = plan.words[0];
    if (!word) return bot(input);
    if (!plan.exact) inexact++;
    sales++;
    const tiles: number[] = [];
    let next = 0;
    for (let position = 0; position < word.word.length; position++) {
      const tile = word.wild?.position === position ? wilds[0] : letters[word.tiles[next++] ?? -1];
      if (!tile) throw new Error(`the plan's word ${word.word} names a tile the hand lacks`);
      tiles.push(tile.id);
    }
    return {
      action: { type: "sell", tiles, wildAs: word.wild?.letter ?? null, at: null },
      at: input.now,
    };
  };
  return { bot: seller, sales: () => sales, inexact: () => inexact };
}

/** The whole par at once (the bench; a host that may block for it). */
export function dailyPar(options: DailyParOptions): DailyPar {
  const steps = dailyParSteps(options);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}
