// Live games in the browser: the subscription hook and the move sender both tables use.
export { errorMessage, isUncertainOutcome, ruleOf } from "./action-error";
export { newClientActionId } from "./client-action-id";
export { ConnectionBanner, ConnectionReportContext, useReportConnection } from "./connection-banner";
export { Countdown } from "./countdown";
export { LeaveControl } from "./leave-control";
export type { LiveConnection, LiveGameState, LiveLogEntry } from "./live-game-store";
export { pageConnection } from "./page-connection";
export { clockText, noteServerTime, secondsLeft, serverOffset } from "./server-clock";
export { type ActionIds, type ActionResult, useGameAction } from "./use-game-action";
export { type UseLiveGameOptions, useLiveGame } from "./use-live-game";
