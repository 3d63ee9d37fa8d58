import type { TimeLimitKind } from "./config";
import type { BuywordEvent } from "./events";
import type { BuywordResult } from "./result";
import type { DieFace, Seat } from "./state";
import { type TileView, tileViews } from "./tiles";
import { type SaleView, saleView } from "./view";

export type BuywordEventView =
  | {
      readonly type: "roundStarted";
      readonly round: number;
      readonly leader: Seat;
      readonly die: DieFace;
      readonly theme: string | null;
    }
  | { readonly type: "countChosen"; readonly seat: Seat; readonly count: number }
  | { readonly type: "finalRound"; readonly count: number; readonly discarded: readonly TileView[] }
  /** `tiles` is null for everyone but the drawer while draws are private. */
  | {
      readonly type: "drew";
      readonly seat: Seat;
      readonly count: number;
      readonly tiles: readonly TileView[] | null;
    }
  | { readonly type: "draftPool"; readonly tiles: readonly TileView[] }
  | { readonly type: "drafted"; readonly seat: Seat; readonly tile: TileView; readonly forced: boolean }
  | { readonly type: "drawsRevealed"; readonly draws: readonly (readonly TileView[])[] }
  /** Public, like `traded`: the draws it names are on the table (BW-17). */
  | {
      readonly type: "tradeOffered";
      readonly from: Seat;
      readonly to: Seat;
      readonly money: number;
      readonly fromTiles: readonly TileView[];
      readonly toTiles: readonly TileView[];
    }
  | { readonly type: "tradeWithdrawn"; readonly from: Seat; readonly to: Seat }
  | { readonly type: "tradeDeclined"; readonly from: Seat; readonly to: Seat }
  /** Public: trading happens with every draw on the table (BW-17), so the log can name the tiles. */
  | {
      readonly type: "traded";
      readonly from: Seat;
      readonly to: Seat;
      readonly money: number;
      readonly fromTiles: readonly TileView[];
      readonly toTiles: readonly TileView[];
    }
  | { readonly type: "tradingDone"; readonly seat: Seat }
  | { readonly type: "tradingEnded" }
  | {
      readonly type: "bought";
      readonly seat: Seat;
      readonly count: number;
      readonly price: number;
      readonly tiles: readonly TileView[] | null;
    }
  | { readonly type: "drawDiscarded"; readonly seat: Seat; readonly tiles: readonly TileView[] }
  | { readonly type: "auctionStarted"; readonly owner: Seat; readonly tiles: readonly TileView[] }
  | { readonly type: "bid"; readonly seat: Seat; readonly amount: number }
  | { readonly type: "passed"; readonly seat: Seat }
  | {
      readonly type: "auctionWon";
      readonly owner: Seat;
      readonly seat: Seat;
      readonly amount: number;
      readonly tiles: readonly TileView[];
    }
  | { readonly type: "auctionUnsold"; readonly owner: Seat; readonly tiles: readonly TileView[] }
  | { readonly type: "saleProposed"; readonly seat: Seat; readonly sale: SaleView; readonly theme: string }
  | { readonly type: "voted"; readonly seat: Seat }
  | {
      readonly type: "saleRejected";
      readonly seat: Seat;
      readonly sale: SaleView;
      readonly yes: number;
      readonly no: number;
    }
  | {
      readonly type: "sold";
      readonly seat: Seat;
      readonly sale: SaleView;
      readonly yes: number | null;
      readonly no: number | null;
    }
  | {
      readonly type: "turnEnded";
      readonly seat: Seat;
      readonly discarded: readonly TileView[];
      readonly skipped: boolean;
    }
  | { readonly type: "timedOut"; readonly kind: TimeLimitKind; readonly seat: Seat | null }
  | { readonly type: "playerLeft"; readonly seat: Seat }
  | { readonly type: "seatAway"; readonly seat: Seat; readonly since: number }
  | { readonly type: "seatBack"; readonly seat: Seat; readonly standIn: boolean }
  | { readonly type: "standInStarted"; readonly seat: Seat }
  | { readonly type: "awayDefault"; readonly kind: TimeLimitKind; readonly seat: Seat }
  | { readonly type: "endedForAbsence"; readonly seat: Seat }
  | { readonly type: "gameOver"; readonly result: BuywordResult };

/** The same allow-list as the view (BW-30): a private draw reaches its drawer only. */
export function buywordEventsFor(events: readonly BuywordEvent[], seat: Seat | null): BuywordEventView[] {
  return events.map((e) => eventView(e, seat));
}

function eventView(e: BuywordEvent, seat: Seat | null): BuywordEventView {
  switch (e.type) {
    case "roundStarted":
      return { type: e.type, round: e.round, leader: e.leader, die: e.die, theme: e.theme };
    case "countChosen":
      return { type: e.type, seat: e.seat, count: e.count };
    case "finalRound":
      return { type: e.type, count: e.count, discarded: tileViews(e.discarded) };
    case "drew":
      return {
        type: e.type,
        seat: e.seat,
        count: e.tiles.length,
        tiles: e.open || e.seat === seat ? tileViews(e.tiles) : null,
      };
    case "draftPool":
      return { type: e.type, tiles: tileViews(e.tiles) };
    case "drafted":
      return { type: e.type, seat: e.seat, tile: tileViews([e.tile])[0] as TileView, forced: e.forced };
    case "drawsRevealed":
      return { type: e.type, draws: e.draws.map(tileViews) };
    case "tradeOffered":
    case "traded":
      return {
        type: e.type,
        from: e.from,
        to: e.to,
        money: e.money,
        fromTiles: tileViews(e.fromTiles),
        toTiles: tileViews(e.toTiles),
      };
    case "tradeWithdrawn":
    case "tradeDeclined":
      return { type: e.type, from: e.from, to: e.to };
    case "tradingDone":
      return { type: e.type, seat: e.seat };
    case "tradingEnded":
      return { type: e.type };
    case "bought":
      return {
        type: e.type,
        seat: e.seat,
        count: e.tiles.length,
        price: e.price,
        tiles: e.open || e.seat === seat ? tileViews(e.tiles) : null,
      };
    case "drawDiscarded":
      return { type: e.type, seat: e.seat, tiles: tileViews(e.tiles) };
    case "auctionStarted":
      return { type: e.type, owner: e.owner, tiles: tileViews(e.tiles) };
    case "bid":
      return { type: e.type, seat: e.seat, amount: e.amount };
    case "passed":
      return { type: e.type, seat: e.seat };
    case "auctionWon":
      return { type: e.type, owner: e.owner, seat: e.seat, amount: e.amount, tiles: tileViews(e.tiles) };
    case "auctionUnsold":
      return { type: e.type, owner: e.owner, tiles: tileViews(e.tiles) };
    case "saleProposed":
      return { type: e.type, seat: e.seat, sale: saleView(e.sale), theme: e.theme };
    case "voted":
      return { type: e.type, seat: e.seat };
    case "saleRejected":
      return { type: e.type, seat: e.seat, sale: saleView(e.sale), yes: e.yes, no: e.no };
    case "sold":
      return { type: e.type, seat: e.seat, sale: saleView(e.sale), yes: e.yes, no: e.no };
    case "turnEnded":
      return { type: e.type, seat: e.seat, discarded: tileViews(e.discarded), skipped: e.skipped };
    case "timedOut":
      return { type: e.type, kind: e.kind, seat: e.seat };
    case "playerLeft":
    case "standInStarted":
    case "endedForAbsence":
      return { type: e.type, seat: e.seat };
    case "seatAway":
      return { type: e.type, seat: e.seat, since: e.since };
    case "seatBack":
      return { type: e.type, seat: e.seat, standIn: e.standIn };
    case "awayDefault":
      return { type: e.type, kind: e.kind, seat: e.seat };
    case "gameOver":
      return { type: e.type, result: e.result };
  }
}
