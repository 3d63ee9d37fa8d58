import type { TermErrorCode } from "@wordhall/words";
import { type Rejected, rejected } from "../core/result";

export type OmwErrorCode =
  | TermErrorCode
  | "invalid-action"
  | "invalid-config"
  | "time-went-backwards"
  | "game-over"
  | "server-only"
  | "not-a-player"
  | "player-left"
  | "not-your-seat"
  | "game-paused"
  | "not-paused"
  | "already-paused"
  | "deadline-pending"
  | "not-your-turn"
  | "already-drawn"
  | "must-draw-first"
  | "must-claim-first"
  | "already-claimed"
  | "boards-full"
  | "bag-empty"
  | "unknown-category"
  | "category-covered"
  | "challenges-off"
  | "no-such-claim"
  | "own-claim"
  | "not-in-play"
  | "challenge-window-closed"
  | "already-challenged"
  | "not-challenged"
  | "already-voted"
  | "timer-not-running"
  | "timer-not-expired"
  | "window-still-open"
  | "already-away"
  | "not-away"
  | "stand-in-playing";

export type OmwRejected = Rejected<OmwErrorCode>;

export function fail(code: OmwErrorCode, message: string): OmwRejected {
  return rejected(code, message);
}
