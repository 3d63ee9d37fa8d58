// Every statement of the game server (docs/database.md): the action's read and commit,
// the group commit, the transactional write of a game's end and of expiries, the
// scheduler's claims, the action log and the live feed's reads. Rows come back checked.
export { actionsAfter } from "./action-log";
export { type BotSeat, botSeatSchema } from "./bot-seats";
export { GAME_CHANNEL, type GameNotice, notifyGame } from "./channel";
export { claimDueGames, earliestStoredDeadline, readClaimedGame, storeNextDeadline } from "./claims";
export {
  type CommitInput,
  type CommitOutcome,
  commitGame,
  commitGames,
  type GameStep,
  isUniqueViolation,
  versionAfter,
} from "./commit-games";
export { type ClaimedGame, ExpiryFailed, type ExpiryPlan, expireDueGames } from "./expire-due";
export { type FeedGame, readFeedGame, readGameState } from "./feed-reads";
export { readForAction } from "./read-for-action";
export { type ActionRead, type GameRow, gameRowSchema, type LoggedAction } from "./rows";
export { DuplicateAction, StaleWrite, writeGameSteps } from "./write-steps";
