import type { GameModule } from "../core/game-module";
import { type OmwAction, omwActionSchema } from "./actions";
import { omwSeats } from "./apply/absence";
import { applyOmw } from "./apply/apply";
import { type OmwConfig, omwConfigSchema } from "./config";
import { omwDeadlines } from "./deadlines";
import { type OmwEvent, type OmwEventView, omwEventsFor } from "./events";
import { type OmwResult, omwResult } from "./result";
import { setupOmw } from "./setup";
import type { OmwState } from "./state";
import { type OmwView, omwView } from "./view";

/** Bump when a rule change would make old records replay differently. */
export const OMW_ENGINE_VERSION = "omw-1";

export type OhMyWordModule = GameModule<
  OmwConfig,
  OmwState,
  OmwAction,
  OmwEvent,
  OmwView,
  OmwEventView,
  OmwResult
>;

export const ohMyWord: OhMyWordModule = {
  kind: "oh-my-word",
  engineVersion: OMW_ENGINE_VERSION,
  configSchema: omwConfigSchema,
  actionSchema: omwActionSchema,
  setup: setupOmw,
  apply: applyOmw,
  view: omwView,
  eventsFor: omwEventsFor,
  deadlines: omwDeadlines,
  result: omwResult,
  seats: omwSeats,
};
