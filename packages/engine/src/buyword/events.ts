import type { TimeLimitKind } from "./config";
import type { BuywordResult } from "./result";
import type { DieFace, Sale, Seat } from "./state";
import type { TileId } from "./tiles";

/**
 * Events as the server knows them. Some carry tiles that only one seat may see; eventsFor
 * decides, field by field, what each seat receives.
 */
export type BuywordEvent =
  | {
      readonly type: "roundStarted";
      readonly round: number;
      readonly leader: Seat;
      readonly die: DieFace;
      readonly theme: string | null;
    }
  | { readonly type: "countChosen"; readonly seat: Seat; readonly count: number }
  /** The bag could not fill the draws: its rest is discarded, this round has no buying. */
  | { readonly type: "finalRound"; readonly count: number; readonly discarded: readonly TileId[] }
  /** Private to `seat` unless `open`. */
  | { readonly type: "drew"; readonly seat: Seat; readonly tiles: readonly TileId[]; readonly open: boolean }
  | { readonly type: "draftPool"; readonly tiles: readonly TileId[] }
  | { readonly type: "drafted"; readonly seat: Seat; readonly tile: TileId; readonly forced: boolean }
  | { readonly type: "drawsRevealed"; readonly draws: readonly (readonly TileId[])[] }
  /** The two draws as they lie when the offer is made: public, trading happens with the draws open. */
  | {
      readonly type: "tradeOffered";
      readonly from: Seat;
      readonly to: Seat;
      readonly money: number;
      readonly fromTiles: readonly TileId[];
      readonly toTiles: readonly TileId[];
    }
  | { readonly type: "tradeWithdrawn"; readonly from: Seat; readonly to: Seat }
  | { readonly type: "tradeDeclined"; readonly from: Seat; readonly to: Seat }
  /** `fromTiles` went from `from` to `to`, `toTiles` the other way; draws are open while trading. */
  | {
      readonly type: "traded";
      readonly from: Seat;
      readonly to: Seat;
      readonly money: number;
      readonly fromTiles: readonly TileId[];
      readonly toTiles: readonly TileId[];
    }
  | { readonly type: "tradingDone"; readonly seat: Seat }
  | { readonly type: "tradingEnded" }
  /** Tiles private to `seat` unless `open` (the draw was already on the table). */
  | {
      readonly type: "bought";
      readonly seat: Seat;
      readonly tiles: readonly TileId[];
      readonly price: number;
      readonly open: boolean;
    }
  | { readonly type: "drawDiscarded"; readonly seat: Seat; readonly tiles: readonly TileId[] }
  | { readonly type: "auctionStarted"; readonly owner: Seat; readonly tiles: readonly TileId[] }
  | { readonly type: "bid"; readonly seat: Seat; readonly amount: number }
  | { readonly type: "passed"; readonly seat: Seat }
  | {
      readonly type: "auctionWon";
      readonly owner: Seat;
      readonly seat: Seat;
      readonly amount: number;
      readonly tiles: readonly TileId[];
    }
  | { readonly type: "auctionUnsold"; readonly owner: Seat; readonly tiles: readonly TileId[] }
  | { readonly type: "saleProposed"; readonly seat: Seat; readonly sale: Sale; readonly theme: string }
  | { readonly type: "voted"; readonly seat: Seat }
  | {
      readonly type: "saleRejected";
      readonly seat: Seat;
      readonly sale: Sale;
      readonly yes: number;
      readonly no: number;
    }
  | {
      readonly type: "sold";
      readonly seat: Seat;
      readonly sale: Sale;
      readonly yes: number | null;
      readonly no: number | null;
    }
  | {
      readonly type: "turnEnded";
      readonly seat: Seat;
      readonly discarded: readonly TileId[];
      readonly skipped: boolean;
    }
  | { readonly type: "timedOut"; readonly kind: TimeLimitKind; readonly seat: Seat | null }
  /** BW-33: public; what it settled follows as its own events. */
  | { readonly type: "playerLeft"; readonly seat: Seat }
  /** BW-34, BW-35, BW-36: public. */
  | { readonly type: "seatAway"; readonly seat: Seat; readonly since: number }
  | { readonly type: "seatBack"; readonly seat: Seat; readonly standIn: boolean }
  | { readonly type: "standInStarted"; readonly seat: Seat }
  | { readonly type: "awayDefault"; readonly kind: TimeLimitKind; readonly seat: Seat }
  | { readonly type: "endedForAbsence"; readonly seat: Seat }
  | { readonly type: "gameOver"; readonly result: BuywordResult };
