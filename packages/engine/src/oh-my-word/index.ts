// The public face of the Oh My Word engine. Names carry an Omw prefix because the engine
// package re-exports every game from one index.
export { type OmwAction, type OmwActionType, omwActionSchema } from "./actions";
export { applyOmw, type OmwApplyResult } from "./apply/apply";
export { type OmwConfig, omwConfigSchema } from "./config";
export {
  BUILT_IN_BOARDS as OMW_BUILT_IN_BOARDS,
  type BuiltInBoard as OmwBuiltInBoard,
} from "./data/built-in-boards";
export {
  DEFAULT_LETTER_COUNTS as OMW_LETTER_COUNTS,
  DEFAULT_REVERSE_TILES as OMW_REVERSE_TILES,
  DEFAULT_TOKEN_MIX as OMW_TOKEN_MIX,
} from "./data/letter-counts";
export { omwDeadlines } from "./deadlines";
export type { OmwErrorCode } from "./errors";
export { type OmwEvent, type OmwEventView, omwEventsFor } from "./events";
export { type OhMyWordModule, OMW_ENGINE_VERSION, ohMyWord } from "./module";
export type { OmwMoveCheck, OmwMoves } from "./moves";
export { type OmwResult, type OmwStanding, omwResult } from "./result";
export { setupOmw } from "./setup";
export type { EndReason as OmwEndReason, OmwState } from "./state";
export { type OmwCategoryView, type OmwClaimView, type OmwSeatView, type OmwView, omwView } from "./view";
