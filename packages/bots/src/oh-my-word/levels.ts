import type { BotLevel } from "../core/bot";

type Range = readonly [number, number];

/**
 * How a bot of each level plays Oh My Word: the times are a person's at a table (a hidden
 * timer of 25–45 s makes even a quick player take a token now and then), and easy forgets
 * more of what it knows and challenges less.
 */
export type OmwLevelStyle = {
  /** Share of the terms it knows that come to mind on a given turn. */
  readonly recall: number;
  /** Pack terms (kinds found in WordNet) it dares to say: at least this sure. */
  readonly minSureness: number;
  /** From holding the bag to drawing, ms. */
  readonly drawMs: Range;
  /** Its quickest answer, ms: reading the letter and the board. */
  readonly reactionMs: Range;
  /**
   * How long beyond its reaction it takes, on average, to think of a term when one open
   * category fits; with n to choose from it is quicker by √n (ms).
   */
  readonly spreadMs: number;
  /** From covering to handing the bag on, ms. */
  readonly passMs: Range;
  /** Chance that it challenges a term it believes clearly wrong. */
  readonly challenge: number;
  /** From a claim (or a challenge) to its challenge or vote, ms. */
  readonly judgeMs: Range;
};

export const OMW_LEVELS: Readonly<Record<BotLevel, OmwLevelStyle>> = {
  easy: {
    recall: 0.55,
    minSureness: 0.75,
    drawMs: [1_200, 3_000],
    reactionMs: [3_000, 4_500],
    spreadMs: 30_000,
    passMs: [700, 1_800],
    challenge: 0.25,
    judgeMs: [3_000, 7_000],
  },
  normal: {
    recall: 0.75,
    minSureness: 0.6,
    drawMs: [900, 2_200],
    reactionMs: [2_200, 3_200],
    spreadMs: 20_000,
    passMs: [500, 1_300],
    challenge: 0.6,
    judgeMs: [2_000, 5_000],
  },
  hard: {
    recall: 0.92,
    minSureness: 0.5,
    drawMs: [600, 1_400],
    reactionMs: [1_500, 2_200],
    spreadMs: 12_000,
    passMs: [300, 900],
    challenge: 0.95,
    judgeMs: [1_200, 3_500],
  },
};

/** In the tiebreaker the holder at the bell is knocked out: everyone hurries. */
export const TIEBREAKER_HASTE = 0.6;
