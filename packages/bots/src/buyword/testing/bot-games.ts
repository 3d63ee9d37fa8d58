import {
  type BuywordAction,
  type BuywordConfig,
  type BuywordEvent,
  type BuywordModule,
  type BuywordState,
  type BuywordView,
  seedRng,
} from "@wordhall/engine";
import { buywordStepViolations } from "@wordhall/engine/buyword/testing";
import { deadlineGoesFirst } from "@wordhall/timer";
import type { Bot, BotLevel } from "../../core/bot";

/** What the host seeds a bot's generator from: the game, the seat and the step. */
export function botRng(game: string, seat: number, step: number) {
  return seedRng(`${game}/${seat}/${step}`);
}

export const CREATED_AT = 1_700_000_000_000;

export type BuywordBotGameOptions = {
  readonly module: BuywordModule;
  readonly config: BuywordConfig;
  readonly seed: string;
  /** One level per seat; every seat is a bot. */
  readonly levels: readonly BotLevel[];
  readonly bot: Bot<BuywordView, BuywordAction>;
  /** Stops a game that would not end (a bug): at most this many actions, time-outs included. */
  readonly maxActions?: number;
  /** Checks the engine's laws after every action (the tests do; the bench need not). */
  readonly checkInvariants?: boolean;
  /** Sees the state each time the bots are about to be asked, with the time they are told. */
  readonly onAsk?: (state: BuywordState, now: number) => void;
  /** A seat that leaves (BW-33) once the game reaches this step: the bots must play on. */
  readonly leave?: { readonly seat: number; readonly step: number };
  /** Wraps each ask (the bench times them). */
  readonly ask?: (
    seat: number,
    input: Parameters<Bot<BuywordView, BuywordAction>>[0],
  ) => ReturnType<Bot<BuywordView, BuywordAction>>;
};

export type BuywordBotGameReport = {
  readonly state: BuywordState;
  readonly ended: boolean;
  /** Bot actions the engine refused, with why: there must be none. */
  readonly refused: readonly string[];
  /** Laws broken after any action, and bots answering before they were asked: there must be none. */
  readonly broken: readonly string[];
  /** Every applied action with its time and seat (null: a time-out), for replays. */
  readonly actions: readonly { at: number; seat: number | null; action: BuywordAction }[];
  readonly events: readonly BuywordEvent[];
  readonly timeouts: number;
};

/**
 * Plays a game with a bot in every seat, as the host will: after every applied action each
 * seat's bot is asked (its own view, a generator seeded from the game, seat and step, the
 * time of the last action), the earliest answer is sent at its instant, and the room's
 * time-outs go first when they fall before it.
 */
export function playBuywordBotGame(options: BuywordBotGameOptions): BuywordBotGameReport {
  const { module, config, seed, levels, bot } = options;
  const setup = module.setup(config, seed, { now: CREATED_AT, actor: null });
  if (!setup.ok) throw new Error(`setup refused: ${setup.error.message}`);
  let state = setup.state;
  let now = CREATED_AT;
  const refused: string[] = [];
  const broken: string[] = [];
  const actions: { at: number; seat: number | null; action: BuywordAction }[] = [];
  const events: BuywordEvent[] = [...setup.events];
  let timeouts = 0;
  const ask = options.ask ?? ((_seat, input) => bot(input));
  const maxActions = options.maxActions ?? 5_000;
  while (state.phase.kind !== "over" && actions.length < maxActions) {
    options.onAsk?.(state, now);
    let next: { seat: number; action: BuywordAction; at: number } | null = null;
    for (let seat = 0; seat < levels.length; seat++) {
      const decision = ask(seat, {
        view: module.view(state, seat),
        seat,
        level: levels[seat] as BotLevel,
        rng: botRng(seed, seat, state.step),
        now,
      });
      if (decision === null) continue;
      if (decision.at < now) broken.push(`seat ${seat} answered for ${decision.at}, before ${now}`);
      if (next === null || decision.at < next.at) next = { seat, ...decision };
    }
    const deadline = module.deadlines(state)[0];
    let seat: number | null;
    let action: BuywordAction;
    let at: number;
    const leave = options.leave;
    if (leave && state.step >= leave.step && state.players[leave.seat]?.left === false) {
      seat = leave.seat;
      action = { type: "leave" };
      at = now;
    } else if (deadline !== undefined && (next === null || deadlineGoesFirst(deadline.at, next.at))) {
      seat = null;
      action = deadline.action;
      at = Math.max(deadline.at, now);
      timeouts++;
    } else if (next !== null) {
      ({ seat, action, at } = next);
    } else {
      broken.push(`step ${state.step}: nobody has anything to do and nothing is due`);
      break;
    }
    const result = module.apply(state, action, { now: at, actor: seat });
    if (!result.ok) {
      if (seat === null) throw new Error(`time-out refused: ${result.error.code}`);
      refused.push(`seat ${seat} ${JSON.stringify(action)}: ${result.error.code} ${result.error.message}`);
      break;
    }
    if (options.checkInvariants) {
      for (const v of buywordStepViolations({
        before: state,
        after: result.state,
        action,
        events: result.events,
      }))
        broken.push(`step ${state.step}: ${v}`);
    }
    actions.push({ at, seat, action });
    events.push(...result.events);
    state = result.state;
    now = at;
  }
  return { state, ended: state.phase.kind === "over", refused, broken, actions, events, timeouts };
}
