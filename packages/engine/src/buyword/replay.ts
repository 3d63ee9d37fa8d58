import type { RecordedAction } from "../core/game-record";
import { type ApplyResult, applied, rejected } from "../core/result";
import { buywordActionSchema } from "./actions";
import type { BuywordConfig } from "./config";
import type { BuywordEvent } from "./events";
import type { BuywordModule } from "./module";
import type { BuywordState } from "./state";

/**
 * Replay is a fold of the recorded actions over the set-up (BW-32), by a module made with the
 * lexicons the game was judged by. Each action is parsed as a client's would be; the first one
 * the engine refuses stops the replay with its position.
 */
export function replayBuyword(
  module: BuywordModule,
  config: BuywordConfig,
  seed: string,
  actions: readonly RecordedAction[],
  createdAt = actions[0]?.at ?? 0,
): ApplyResult<BuywordState, BuywordEvent> {
  const setup = module.setup(config, seed, { now: createdAt, actor: null });
  if (!setup.ok) return setup;
  let state = setup.state;
  const events: BuywordEvent[] = setup.events.slice();
  for (let i = 0; i < actions.length; i++) {
    const recorded = actions[i] as RecordedAction;
    const parsed = buywordActionSchema.safeParse(recorded.action);
    if (!parsed.success)
      return rejected("invalid-action", `Action ${i} is malformed: ${parsed.error.message}`);
    const result = module.apply(state, parsed.data, { now: recorded.at, actor: recorded.seat });
    if (!result.ok) return rejected(result.error.code, `Action ${i}: ${result.error.message}`);
    state = result.state;
    for (const e of result.events) events.push(e);
  }
  return applied(state, events);
}
