import type { GameKind } from "@wordhall/engine";
import type { BotRoster } from "../bots/bot-plan";

/** A game as this process's live cache holds it: a state known to be stored at `version`. */
export type CachedGame = {
  readonly kind: GameKind;
  readonly version: number;
  readonly state: unknown;
  /** Epoch ms the game's last action counts at: no new one may be stamped earlier. */
  readonly lastAt: number;
  /** The seat this account holds in the game, or null. */
  seatOf(userId: string): number | null;
  /** The seats the server plays and their seed: the commit stores when they move next. */
  readonly bots: BotRoster;
};

/** What one step led to: the state, and the engine's events. */
export type StepResult = { readonly state: unknown; readonly events: readonly unknown[] };

/** A committed step, with the version it made and the time it counts at. */
export type CommittedStep = StepResult & { readonly version: number; readonly at: number };

/**
 * What the action path uses of the live game cache (realtime's GameFeed, which services may
 * not import): the latest state of a game someone here watches, so a move needs no read,
 * and the steps this process commits, so the feed needs no read to tell the watchers. The cache
 * is only ever a guess: the commit's version check is what makes a move count.
 */
export interface LiveGameCache {
  latest(gameId: string): CachedGame | undefined;
  /**
   * A write on top of `fromVersion` is about to be sent (its notification can arrive before
   * its reply). Call the result once it is settled: with the steps it committed, or null.
   */
  writing(gameId: string, fromVersion: number): (committed: readonly CommittedStep[] | null) => void;
}
