import type { RecordedAction } from "../../core/game-record";
import type { ApplyResult } from "../../core/result";
import { seedRng } from "../../core/rng";
import type { BuywordAction } from "../actions";
import type { BuywordConfig } from "../config";
import type { BuywordEvent } from "../events";
import type { BuywordModule } from "../module";
import type { BuywordState } from "../state";
import { RandomPlayer } from "./random-player";

export type StepInfo = {
  readonly before: BuywordState;
  readonly after: BuywordState;
  readonly actor: number | null;
  readonly action: BuywordAction;
  readonly events: readonly BuywordEvent[];
};

export type RandomGame = {
  /** ctx.now of the set-up: a record's createdAt. */
  readonly createdAt: number;
  readonly state: BuywordState;
  readonly setupEvents: readonly BuywordEvent[];
  readonly actions: RecordedAction[];
  /** Applies the engine accepted. */
  readonly steps: number;
  /** Proposals it turned down (mostly non-words). */
  readonly rejections: number;
  readonly finished: boolean;
};

/**
 * Plays one game with random players, by a module made with the host's lexicons. Time advances a second per action, so decision time
 * limits can fire. Stops after `maxSteps` accepted actions (a game that long is a bug).
 */
export function playRandomGame(
  module: BuywordModule,
  config: BuywordConfig,
  seed: string,
  opts: {
    readonly maxSteps?: number;
    readonly onStep?: (info: StepInfo) => void;
    readonly player?: RandomPlayer;
  } = {},
): RandomGame {
  const start = 1_700_000_000_000;
  const setup = module.setup(config, seed, { now: start, actor: null }) as Extract<
    ApplyResult<BuywordState, BuywordEvent>,
    { ok: true }
  >;
  let state = setup.state;
  const player = opts.player ?? new RandomPlayer(seedRng(`player:${seed}`));
  const actions: RecordedAction[] = [];
  const maxSteps = opts.maxSteps ?? 5_000;
  let rejections = 0;
  let now = start;
  while (state.phase.kind !== "over" && actions.length < maxSteps) {
    now += 1_000;
    let moved = false;
    for (const move of player.moves(state, module.judge)) {
      const result = module.apply(state, move.action, { now, actor: move.actor });
      if (!result.ok) {
        rejections++;
        continue;
      }
      opts.onStep?.({
        before: state,
        after: result.state,
        actor: move.actor,
        action: move.action,
        events: result.events,
      });
      actions.push({ at: now, seat: move.actor, action: move.action });
      state = result.state;
      moved = true;
      break;
    }
    if (!moved) break;
  }
  return {
    createdAt: start,
    state,
    setupEvents: setup.events,
    actions,
    steps: actions.length,
    rejections,
    finished: state.phase.kind === "over",
  };
}
