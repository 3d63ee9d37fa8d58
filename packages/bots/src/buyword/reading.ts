import type { BuywordView, TileView } from "@wordhall/engine";
import type { LexiconJudge } from "@wordhall/words";
import type { BotLevel } from "../core/bot";
import { stable } from "../core/chance";
import { BUYWORD_LEVELS, type BuywordLevelStyle } from "./levels";
import { themeWords } from "./theme-words";
import type { WorthModel } from "./worth";

/**
 * The worth of kept tiles with the most future ahead, found like KEEP_SHAPE: dollars per pip
 * of the easiest letter, a wild's worth, and the buying rounds ahead from which they count in
 * full (fewer rounds ahead, fewer chances to grow a word).
 */
export const KEEP_WORTH = { perPip: 20, wild: 30, fullHorizonRounds: 3 };
/** Tiles a round deals each player, on average (the die 2–5, and "choice", which bots mostly make 2). */
const MEAN_DRAW = 3.2;

/**
 * What a bot reads off its view for every decision: its hand, its money, the words it knows,
 * how much future is left to build words in, and its level.
 */
export type Reading = {
  readonly view: BuywordView;
  readonly seat: number;
  readonly level: BotLevel;
  readonly style: BuywordLevelStyle;
  readonly hand: readonly TileView[];
  readonly money: number;
  /** Words it may sell: what its level knows of what the room accepts. */
  readonly words: LexiconJudge;
  /** Tiles kept after this turn are worth this (the look-ahead). */
  readonly model: WorthModel;
  /** Nothing kept can grow any more (the last selling turns): sell the best plan there is. */
  readonly sellOut: boolean;
  /** Players still in the game. */
  readonly inPlay: number;
  /** Whether it notices a word this turn (easy and normal overlook some, per turn and word). */
  readonly sees: (word: string) => boolean;
  /**
   * In a themed round whose sales go to the others' vote (BW-22), the words it knows fit the
   * theme (theme-words.ts); null otherwise, or when it knows none.
   */
  readonly themed: ReadonlySet<string> | null;
};

export function seatsInPlay(view: BuywordView): number {
  let n = 0;
  for (const p of view.players) if (!p.left) n++;
  return n;
}

/**
 * How much future kept tiles have: none in the final round or when the bag cannot fill
 * another round of draws (a kept tile can then only be sold as it is), in full with a few
 * buying rounds ahead.
 */
export function horizonOf(view: BuywordView, inPlay: number): number {
  if (view.final || view.phase.kind === "over") return 0;
  // bagCount is what is left for the rounds after this one: this round's draws are out.
  if (view.bagCount < 2 * inPlay) return 0;
  const rounds = view.bagCount / (MEAN_DRAW * inPlay);
  return Math.min(1, rounds / KEEP_WORTH.fullHorizonRounds);
}

export function read(
  view: BuywordView,
  seat: number,
  level: BotLevel,
  words: LexiconJudge,
  patienceOverride?: number,
): Reading {
  const style = BUYWORD_LEVELS[level];
  const me = view.players[seat];
  const inPlay = seatsInPlay(view);
  const patience = patienceOverride ?? style.patience;
  const ahead = horizonOf(view, inPlay);
  const horizon = ahead * patience;
  const turn = `${view.round}/${seat}`;
  return {
    view,
    seat,
    level,
    style,
    hand: view.you?.hand ?? [],
    money: me?.money ?? 0,
    words,
    model: { perPip: KEEP_WORTH.perPip, wild: KEEP_WORTH.wild, horizon, limit: view.rules.handLimit },
    sellOut: ahead === 0,
    inPlay,
    sees: style.sight >= 1 ? () => true : (word) => stable("sees", turn, word) < style.sight,
    themed: themedWords(view, inPlay),
  };
}

function themedWords(view: BuywordView, inPlay: number): ReadonlySet<string> | null {
  if (view.theme === null || inPlay < 2) return null;
  const words = themeWords(view.theme);
  return words.size > 0 ? words : null;
}
