import { type Rejected, rejected } from "../core/result";

export type BuywordErrorCode =
  | "game-over"
  | "wrong-phase"
  | "not-your-turn"
  | "server-only"
  | "stale-timeout"
  | "invalid-action"
  | "cannot-afford"
  | "no-draw"
  | "not-in-hand"
  | "duplicate-tile"
  | "too-many-wilds"
  | "wild-letter"
  | "too-short"
  | "not-a-word"
  | "bad-placement"
  | "over-hand-limit"
  | "bid-too-low"
  | "nobody-to-bid"
  | "no-such-tile"
  | "no-such-offer"
  | "bad-trade"
  | "not-a-voter"
  | "already-voted"
  | "vote-pending"
  | "player-left"
  | "already-away"
  | "not-away"
  | "not-awaited"
  | "stand-in-playing"
  | "time-limit-set"
  | "nobody-here";

export type BuywordRejected = Rejected<BuywordErrorCode>;

export function fail(code: BuywordErrorCode, message: string): BuywordRejected {
  return rejected(code, message);
}
