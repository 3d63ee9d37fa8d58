import { awayView, type SeatAwayView } from "../core/absence";
import type { BuywordConfig } from "./config";
import { type BuywordResult, computeResult } from "./result";
import type { BuywordState, DieFace, GridCell, PendingSale, Placement, Sale, Seat, SoldWord } from "./state";
import { letterCount, type TileView, tileViews } from "./tiles";
import { buywordDeadlines } from "./timing";

export type SaleView = {
  readonly round: number;
  readonly tiles: readonly TileView[];
  readonly wildAs: string | null;
  readonly words: readonly SoldWord[];
  readonly total: number;
  readonly placement: Placement | null;
};

export type PlayerView = {
  readonly seat: Seat;
  readonly money: number;
  readonly letters: number;
  readonly wilds: number;
  readonly sales: readonly SaleView[];
  /** BW-33: the player has left; public. */
  readonly left: boolean;
  /** BW-34: only while the player is marked away: since when they are gone, and whether a bot plays. */
  readonly away?: SeatAwayView;
  /** The draw this seat holds: its tiles only for its owner, or once draws are on the table. */
  readonly draw: { readonly count: number; readonly tiles: readonly TileView[] | null } | null;
};

export type PhaseView =
  | { readonly kind: "choose"; readonly turn: Seat }
  | { readonly kind: "draft"; readonly turn: Seat; readonly pool: readonly TileView[] }
  | {
      readonly kind: "trade";
      readonly offers: readonly { readonly from: Seat; readonly to: Seat; readonly money: number }[];
      readonly done: readonly boolean[];
    }
  | { readonly kind: "decide"; readonly turn: Seat }
  | {
      readonly kind: "auction";
      readonly owner: Seat;
      readonly tiles: readonly TileView[];
      readonly order: readonly Seat[];
      readonly turn: Seat | null;
      readonly high: { readonly seat: Seat; readonly amount: number } | null;
    }
  | {
      readonly kind: "sell";
      readonly turn: Seat;
      readonly pending: {
        readonly seat: Seat;
        readonly sale: SaleView;
        /** Who has voted; how they voted stays secret until the sale is settled. */
        readonly voted: readonly boolean[];
        readonly yourVote: boolean | null;
      } | null;
      /** BW-22: the words of this turn's sales the table voted down, in order. */
      readonly refused: readonly string[];
    }
  | { readonly kind: "over" };

export type RulesView = {
  readonly players: number;
  readonly lexicon: BuywordConfig["lexicon"];
  readonly house: { readonly allowed: readonly string[]; readonly banned: readonly string[] };
  readonly handLimit: number | null;
  readonly auction: boolean;
  readonly trade: boolean;
  readonly draft: boolean;
  readonly themes: readonly string[];
  readonly crossword: boolean;
  readonly timeLimits: BuywordConfig["timeLimits"];
};

export type BuywordView = {
  readonly game: "buyword";
  readonly step: number;
  readonly round: number;
  readonly leader: Seat;
  readonly die: DieFace | null;
  readonly count: number | null;
  readonly final: boolean;
  readonly theme: string | null;
  readonly rules: RulesView;
  readonly bagCount: number;
  readonly discarded: readonly TileView[];
  readonly players: readonly PlayerView[];
  /** Null for a spectator. */
  readonly you: { readonly seat: Seat; readonly hand: readonly TileView[] } | null;
  readonly phase: PhaseView;
  readonly grid:
    | readonly {
        readonly row: number;
        readonly col: number;
        readonly tile: TileView;
        readonly letter: string;
      }[]
    | null;
  /** When the current decision runs out of time (epoch ms), if the room has a limit for it. */
  readonly deadline: number | null;
  readonly result: BuywordResult | null;
};

export function saleView(sale: Sale): SaleView {
  return {
    round: sale.round,
    tiles: tileViews(sale.tiles),
    wildAs: sale.wildAs,
    words: sale.words.map((w) => ({ word: w.word, pips: w.pips, price: w.price })),
    total: sale.total,
    placement:
      sale.placement === null
        ? null
        : { row: sale.placement.row, col: sale.placement.col, dir: sale.placement.dir },
  };
}

function rulesView(config: BuywordConfig): RulesView {
  const v = config.variants;
  return {
    players: config.players,
    lexicon: config.lexicon,
    house: { allowed: config.house.allowed.slice(), banned: config.house.banned.slice() },
    handLimit: v.handLimit,
    auction: v.auction,
    trade: v.trade,
    draft: v.draft,
    themes: v.themes.slice(),
    crossword: v.crossword,
    timeLimits: { ...config.timeLimits },
  };
}

function pendingView(pending: PendingSale, seat: Seat | null) {
  const { seat: seller, votes, ...sale } = pending;
  return {
    seat: seller,
    sale: saleView(sale),
    voted: votes.map((v) => v !== null),
    yourVote: seat === null ? null : (votes[seat] ?? null),
  };
}

function phaseView(state: BuywordState, seat: Seat | null): PhaseView {
  const phase = state.phase;
  switch (phase.kind) {
    case "choose":
      return { kind: "choose", turn: state.leader };
    case "draft":
      return { kind: "draft", turn: phase.turn, pool: tileViews(phase.pool) };
    case "trade":
      return {
        kind: "trade",
        offers: phase.offers.map((o) => ({ from: o.from, to: o.to, money: o.money })),
        done: phase.done.slice(),
      };
    case "decide":
      return { kind: "decide", turn: phase.turn };
    case "auction":
      return {
        kind: "auction",
        owner: phase.owner,
        tiles: tileViews(state.draws[phase.owner] ?? []),
        order: phase.order.slice(),
        turn: phase.order[phase.index] ?? null,
        high: phase.high === null ? null : { seat: phase.high.seat, amount: phase.high.amount },
      };
    case "sell":
      return {
        kind: "sell",
        turn: phase.turn,
        pending: phase.pending === null ? null : pendingView(phase.pending, seat),
        refused: phase.refused?.slice() ?? [],
      };
    default:
      return { kind: "over" };
  }
}

function gridView(grid: Readonly<Record<string, GridCell>>) {
  const cells = [];
  for (const key in grid) {
    const cell = grid[key] as GridCell;
    const [row, col] = key.split(",").map(Number) as [number, number];
    cells.push({ row, col, tile: tileViews([cell.tile])[0] as TileView, letter: cell.letter });
  }
  cells.sort((a, b) => a.row - b.row || a.col - b.col);
  return cells;
}

/**
 * Built field by field from what a seat may know (BW-30): never the bag's order, the
 * generator state, other hands, or another seat's unrevealed draw.
 */
export function buywordView(state: BuywordState, seat: Seat | null): BuywordView {
  const viewer = seat !== null && seat >= 0 && seat < state.players.length ? seat : null;
  const players: PlayerView[] = state.players.map((p, s) => {
    const draw = state.draws[s];
    const letters = letterCount(p.hand);
    const view: PlayerView = {
      seat: s,
      money: p.money,
      letters,
      wilds: p.hand.length - letters,
      sales: p.sales.map(saleView),
      left: p.left === true,
      draw: draw
        ? { count: draw.length, tiles: state.drawsOpen || s === viewer ? tileViews(draw) : null }
        : null,
    };
    const away = awayView(p.away);
    return away ? { ...view, away } : view;
  });
  const me = viewer === null ? undefined : state.players[viewer];
  const deadline = buywordDeadlines(state)[0];
  return {
    game: "buyword",
    step: state.step,
    round: state.round,
    leader: state.leader,
    die: state.die,
    count: state.count,
    final: state.final,
    theme: state.theme,
    rules: rulesView(state.config),
    bagCount: state.bag.length - state.bagNext,
    discarded: tileViews(state.discarded),
    players,
    you: viewer === null || !me ? null : { seat: viewer, hand: tileViews(me.hand) },
    phase: phaseView(state, viewer),
    grid: state.grid === null ? null : gridView(state.grid),
    deadline: deadline ? deadline.at : null,
    result: state.phase.kind === "over" ? computeResult(state.players) : null,
  };
}
