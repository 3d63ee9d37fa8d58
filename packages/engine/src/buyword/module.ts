import type { LexiconJudge, Lexicons } from "@wordhall/words";
import type { GameModule } from "../core/game-module";
import { type BuywordAction, buywordActionSchema } from "./actions";
import { applyBuyword } from "./apply";
import { buywordSeats } from "./away";
import { type BuywordConfig, buywordConfigSchema } from "./config";
import type { BuywordEvent } from "./events";
import { type BuywordEventView, buywordEventsFor } from "./events-for";
import { type BuywordResult, computeResult } from "./result";
import { setupBuyword } from "./setup";
import type { BuywordState } from "./state";
import { buywordDeadlines } from "./timing";
import { type BuywordView, buywordView } from "./view";
import { judgesFrom } from "./word-judge";

/** Bump when a rule change would make old records replay differently. */
export const BUYWORD_ENGINE_VERSION = "buyword-1";

/** What a host hands BuyWord: the lexicons its sales are judged by (docs/adr/0006). */
export type BuywordOptions = { readonly lexicons: Lexicons };

export interface BuywordModule
  extends GameModule<
    BuywordConfig,
    BuywordState,
    BuywordAction,
    BuywordEvent,
    BuywordView,
    BuywordEventView,
    BuywordResult
  > {
  /**
   * The judge this module's sales are decided by (lexicon, platform list, then the room's house
   * words), for whatever must agree with a sale: the word builder, the sale searches.
   */
  judge(config: BuywordConfig): LexiconJudge;
}

/**
 * BuyWord for one host, judging sales by the lexicons it is handed; the engine reads no file.
 * Make it once per process (or per replay in a browser) and keep it: it caches a judge per config.
 * A lexicon the host does not hold fails with MissingLexiconError at set-up, before any action.
 */
export function buywordModule(options: BuywordOptions): BuywordModule {
  const judge = judgesFrom(options?.lexicons);
  return {
    kind: "buyword",
    engineVersion: BUYWORD_ENGINE_VERSION,
    configSchema: buywordConfigSchema,
    actionSchema: buywordActionSchema,
    setup(config, seed, ctx) {
      // Resolved now, so a missing lexicon stops a game or a replay before its first action.
      judge(config);
      return setupBuyword(config, seed, ctx);
    },
    apply: (state, action, ctx) => applyBuyword(state, action, ctx, judge),
    view: buywordView,
    eventsFor: buywordEventsFor,
    deadlines: buywordDeadlines,
    result: (state) => (state.phase.kind === "over" ? computeResult(state.players) : null),
    seats: buywordSeats,
    judge,
  };
}
