import type { RngState } from "@wordhall/engine";

/**
 * How well a bot plays. easy and normal make the mistakes people make (and easy more of
 * them); hard plays to win. Each game's bot says what its levels mean.
 */
export const BOT_LEVELS = ["easy", "normal", "hard"] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/**
 * What a bot is asked: its own seat's view (never the game's state: a bot knows exactly what a
 * person in that seat would see), its level, a seeded generator and the current time. The
 * host seeds `rng` from the game, the seat and the view's version, so asking again after a
 * restart gives the same answer.
 */
export type BotInput<View> = {
  readonly view: View;
  readonly seat: number;
  readonly level: BotLevel;
  readonly rng: RngState;
  /** Epoch ms: the server's clock when it asks. */
  readonly now: number;
};

/**
 * The next action and the instant to send it (at or after `now`; a bot thinks, and never
 * acts faster than its level's fastest reaction). Null when the seat has nothing to do at
 * this version: the host asks again when the game moves.
 */
export type BotDecision<Action> = { readonly action: Action; readonly at: number } | null;

/** A bot for one game: a pure function, no IO, no clock but the `now` it is given. */
export type Bot<View, Action> = (input: BotInput<View>) => BotDecision<Action>;
