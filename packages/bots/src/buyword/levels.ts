import type { BotLevel } from "../core/bot";

type Range = readonly [number, number];

/**
 * How a bot of each level plays BuyWord. easy and normal know the everyday words (the common
 * lexicon, within what the room accepts), overlook some of the words their hand makes and
 * misjudge what a draw is worth by a person's margin; hard knows every word the room takes,
 * sees every word and weighs every tile it keeps for later.
 */
export type BuywordLevelStyle = {
  /** "common": the common-words lexicon, within the room's judge; "room": all the room's judge takes. */
  readonly vocabulary: "common" | "room";
  /** Share of the words its hand makes that it notices on a turn (a stable roll per turn and word). */
  readonly sight: number;
  /**
   * How much of a kept tile's future worth it counts (0: sells what it sees, keeps what is
   * left). The look-ahead that keeps tiles for longer words.
   */
  readonly patience: number;
  /** Its valuations are off by up to this share (a stable roll per decision): a person's misjudgement. */
  readonly misjudge: number;
  /** Share of the time it puts a draw it would rather not buy up for auction, when that pays. */
  readonly auctions: number;
  /** It bids this share of what a draw is worth to it (owners top the best bid instead). */
  readonly bidShare: number;
  /** Trades: it offers and answers only when it gains at least this much. */
  readonly tradeMargin: number;
  /** Its quickest answer, ms: never faster than the low end. */
  readonly reactionMs: Range;
  /** Mean extra thinking for a decision with something to weigh, ms (exponential). */
  readonly thinkMs: number;
  /** Mean extra time to find and lay out a word it sells, ms (exponential). */
  readonly sellMs: number;
};

export const BUYWORD_LEVELS: Readonly<Record<BotLevel, BuywordLevelStyle>> = {
  easy: {
    vocabulary: "common",
    sight: 0.6,
    patience: 0.5,
    misjudge: 0.45,
    auctions: 0.2,
    bidShare: 0.6,
    tradeMargin: 15,
    reactionMs: [1_500, 3_000],
    thinkMs: 5_000,
    sellMs: 9_000,
  },
  normal: {
    vocabulary: "common",
    sight: 0.75,
    patience: 0.6,
    misjudge: 0.2,
    auctions: 0.5,
    bidShare: 0.75,
    tradeMargin: 8,
    reactionMs: [1_000, 2_200],
    thinkMs: 3_500,
    sellMs: 6_000,
  },
  hard: {
    vocabulary: "room",
    sight: 1,
    patience: 1,
    misjudge: 0,
    auctions: 1,
    bidShare: 0.85,
    tradeMargin: 3,
    reactionMs: [700, 1_500],
    thinkMs: 2_000,
    sellMs: 3_500,
  },
};

/** Its acts land at least this long before a decision's time limit runs out. */
export const DEADLINE_MARGIN_MS = 250;
