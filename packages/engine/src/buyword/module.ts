import type { GameModule } from "../core/game-module";
import { type BuywordAction, buywordActionSchema } from "./actions";
import { applyBuyword } from "./apply";
import { type BuywordConfig, buywordConfigSchema } from "./config";
import type { BuywordEvent } from "./events";
import { type BuywordEventView, buywordEventsFor } from "./events-for";
import { type BuywordResult, computeResult } from "./result";
import { setupBuyword } from "./setup";
import type { BuywordState } from "./state";
import { buywordDeadlines } from "./timing";
import { type BuywordView, buywordView } from "./view";

/** Bump when a rule change would make old records replay differently. */
export const BUYWORD_ENGINE_VERSION = "buyword-1";

export type BuywordModule = GameModule<
  BuywordConfig,
  BuywordState,
  BuywordAction,
  BuywordEvent,
  BuywordView,
  BuywordEventView,
  BuywordResult
>;

export const buyword: BuywordModule = {
  kind: "buyword",
  engineVersion: BUYWORD_ENGINE_VERSION,
  configSchema: buywordConfigSchema,
  actionSchema: buywordActionSchema,
  setup: setupBuyword,
  apply: applyBuyword,
  view: buywordView,
  eventsFor: buywordEventsFor,
  deadlines: buywordDeadlines,
  result: (state) => (state.phase.kind === "over" ? computeResult(state.players) : null),
};
