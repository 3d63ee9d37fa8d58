import type { SeatAway } from "../core/absence";
import type { RngState } from "../core/rng";
import type { BuywordConfig } from "./config";
import type { TileId } from "./tiles";

export type Seat = number;
export type DieFace = 2 | 3 | 4 | 5 | "choice";
export type Direction = "across" | "down";

export type Placement = { readonly row: number; readonly col: number; readonly dir: Direction };

export type SoldWord = { readonly word: string; readonly pips: number; readonly price: number };

export type Sale = {
  readonly round: number;
  /** The seller's tiles that left the hand (in crossword: the new tiles only). */
  readonly tiles: readonly TileId[];
  /** The letter a wild among `tiles` stands for. */
  readonly wildAs: string | null;
  /** One word, or in crossword every word the placement formed. */
  readonly words: readonly SoldWord[];
  readonly total: number;
  readonly placement: Placement | null;
};

export type PlayerState = {
  readonly money: number;
  /** Letters and wilds in the order they were acquired. */
  readonly hand: readonly TileId[];
  readonly sales: readonly Sale[];
  /**
   * BW-33: the player has left; the seat is skipped from then on. States stored before this
   * field existed lack it, so code reads it as `left === true`.
   */
  readonly left: boolean;
  /**
   * BW-34: the host marked the player away (gone past its presence grace); absent while they
   * are here, and in states stored before the field existed.
   */
  readonly away?: SeatAway;
};

export type TradeOffer = {
  readonly from: Seat;
  readonly to: Seat;
  /** > 0: `from` pays `to`; < 0: `to` pays `from`; 0: a plain swap. */
  readonly money: number;
};

export type PendingSale = Sale & {
  readonly seat: Seat;
  /** Per seat: null = not voted (or not a voter: the seller), true = fits, false = doesn't. */
  readonly votes: readonly (boolean | null)[];
};

export type Phase =
  | { readonly kind: "choose" }
  | { readonly kind: "draft"; readonly pool: readonly TileId[]; readonly turn: Seat }
  | { readonly kind: "trade"; readonly offers: readonly TradeOffer[]; readonly done: readonly boolean[] }
  | { readonly kind: "decide"; readonly turn: Seat }
  | {
      readonly kind: "auction";
      readonly owner: Seat;
      /** Everyone else clockwise from the owner's left, then the owner. */
      readonly order: readonly Seat[];
      readonly index: number;
      readonly high: { readonly seat: Seat; readonly amount: number } | null;
    }
  | {
      readonly kind: "sell";
      readonly turn: Seat;
      readonly pending: PendingSale | null;
      /**
       * BW-22: the words of this turn's sales the table voted down, in order, so that nobody
       * (a bot least of all) needs a memory to avoid offering them again. Absent: none (and
       * states stored before the field existed).
       */
      readonly refused?: readonly string[];
    }
  | { readonly kind: "over" };

export type GridCell = { readonly tile: TileId; readonly letter: string };

export type BuywordState = {
  readonly config: BuywordConfig;
  /** Secret: the generator's state. The seed itself is not kept. */
  readonly rng: RngState;
  /** Secret: shuffled once at setup; tiles are taken from `bagNext` on, so the array never changes. */
  readonly bag: readonly TileId[];
  readonly bagNext: number;
  /** Bumped on every applied action; a timeout names the step it was computed for. */
  readonly step: number;
  /** ctx.now when the current decision began; deadlines count from here. */
  readonly decisionAt: number;
  /**
   * ctx.now of the last applied action (BW-35: a default for an away seat is due from here, so
   * no action is ever stamped before the one that made it due). States stored before the
   * field existed lack it; read it as `lastAt ?? decisionAt`.
   */
  readonly lastAt?: number;
  readonly round: number;
  readonly leader: Seat;
  readonly die: DieFace | null;
  /** Tiles each player draws this round, once known. */
  readonly count: number | null;
  /** The bag could not fill this round's draws: no buying, and the game ends with it. */
  readonly final: boolean;
  readonly theme: string | null;
  readonly players: readonly PlayerState[];
  /**
   * Per seat: the draw it holds and has not yet bought, discarded or auctioned. In the draft
   * these fill up one pick at a time.
   */
  readonly draws: readonly (readonly TileId[] | null)[];
  /** Draws are shown to everyone once a trade or a draft has put them on the table. */
  readonly drawsOpen: boolean;
  readonly discarded: readonly TileId[];
  /** Crossword only: "row,col" → cell. */
  readonly grid: Readonly<Record<string, GridCell>> | null;
  readonly phase: Phase;
};

export function cellKey(row: number, col: number): string {
  return `${row},${col}`;
}
