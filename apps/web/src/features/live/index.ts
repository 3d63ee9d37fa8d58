// Live games in the browser: the subscription hook and the move sender both tables use.
export { errorMessage, isUncertainOutcome, ruleOf } from "./action-error";
export { newClientActionId } from "./client-action-id";
export { LiveBanner } from "./live-banner";
export type { LiveConnection, LiveGameState, LiveLogEntry } from "./live-game-store";
export { type ActionIds, type ActionResult, useGameAction } from "./use-game-action";
export { type UseLiveGameOptions, useLiveGame } from "./use-live-game";
