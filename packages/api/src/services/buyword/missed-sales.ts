import type { Db } from "@wordhall/db";
import {
  type BuywordConfig,
  type BuywordState,
  buywordActionSchema,
  TILE_LETTER,
  TILE_PIPS,
} from "@wordhall/engine";
import { bestSalePlan, type Tile } from "@wordhall/words";
import { AppError } from "../../errors";
import { games } from "../games/game-modules";
import type { Viewer } from "../records/game-access";
import { buywordGameForViewer } from "./buyword-game";
import { judgeForConfig } from "./check-word";

export type PlannedWord = {
  readonly word: string;
  readonly price: number;
  /** The wild's letter when the word uses one. */
  readonly wildAs: string | null;
};

/** One selling turn where the best plan for the hand would have fetched more than was sold. */
export type MissedTurn = {
  readonly round: number;
  readonly hand: readonly Tile[];
  readonly wilds: number;
  readonly sold: readonly { readonly word: string; readonly price: number }[];
  readonly soldTotal: number;
  readonly best: readonly PlannedWord[];
  readonly bestTotal: number;
  /** False when the hand was too large for the exact search (the plan is then a good one, not the best). */
  readonly exact: boolean;
};

export type MissedSales = {
  readonly seat: number;
  /** False in crossword: a plan that ignores the grid would be no plan at all. */
  readonly applicable: boolean;
  readonly turns: number;
  /** Money the best plans would have added, over every selling turn. */
  readonly missedTotal: number;
  /** The turns with the most money missed, most first (at most five). */
  readonly worst: readonly MissedTurn[];
};

const SHOWN_TURNS = 5;
// A finished game never changes, so its plans are computed once per seat.
const cache = new Map<string, MissedSales>();
const MAX_CACHED = 64;

/**
 * After a finished game: for each of the seat's selling turns, the best set of words its hand
 * held (packages/words' exact search) against what was sold. Only once the game is over, when
 * its whole record is public anyway: while it runs, a hand is its owner's secret.
 */
export async function missedSales(
  db: Db,
  viewer: Viewer,
  gameId: string,
  requestedSeat: number | undefined,
): Promise<MissedSales> {
  const { game, seat: callerSeat, config } = await buywordGameForViewer(db, viewer, gameId);
  if (game.status !== "finished") {
    throw new AppError("CONFLICT", "The sales you missed are shown once the game is over.");
  }
  const seat = requestedSeat ?? callerSeat ?? 0;
  if (seat >= config.players) throw new AppError("BAD_REQUEST", "There is no such seat in this game.");
  const key = `${gameId}:${seat}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const record = await db.game.findUniqueOrThrow({
    where: { id: gameId },
    select: {
      seed: true,
      createdAt: true,
      actions: { select: { at: true, seat: true, action: true }, orderBy: { seq: "asc" } },
    },
  });
  const result = computeMissedSales(
    config,
    record.seed,
    record.createdAt.getTime(),
    record.actions.map((a) => ({ at: a.at.getTime(), seat: a.seat, action: a.action })),
    seat,
  );
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(key, result);
  return result;
}

type Recorded = { readonly at: number; readonly seat: number | null; readonly action: unknown };

const sellingNow = (state: BuywordState, seat: number) =>
  state.phase.kind === "sell" && state.phase.turn === seat;

/** Replays the record (BW-32) and plans each of the seat's selling turns from the hand it began with. */
export function computeMissedSales(
  config: BuywordConfig,
  seed: string,
  createdAt: number,
  actions: readonly Recorded[],
  seat: number,
): MissedSales {
  if (config.variants.crossword) return { seat, applicable: false, turns: 0, missedTotal: 0, worst: [] };
  const { buyword } = games;
  const setup = buyword.setup(config, seed, { now: createdAt, actor: null });
  if (!setup.ok) throw new AppError("CONFLICT", "This game's record could not be replayed.");
  const judge = judgeForConfig(config);
  const missed: MissedTurn[] = [];
  let turns = 0;
  let state = setup.state;
  let start: { hand: readonly number[]; sales: number; round: number } | null = null;
  const close = (after: BuywordState) => {
    if (!start) return;
    const player = after.players[seat];
    const sold = (player?.sales ?? []).slice(start.sales).map((s) => ({
      word: s.words.map((w) => w.word).join(" "),
      price: s.total,
    }));
    const turn = planTurn(start, sold, judge);
    turns++;
    if (turn.bestTotal > turn.soldTotal) missed.push(turn);
    start = null;
  };
  const open = (at: BuywordState) => {
    if (!start && sellingNow(at, seat)) {
      const player = at.players[seat];
      start = { hand: player?.hand ?? [], sales: player?.sales.length ?? 0, round: at.round };
    }
  };
  open(state);
  for (const recorded of actions) {
    const parsed = buywordActionSchema.safeParse(recorded.action);
    if (!parsed.success) throw new AppError("CONFLICT", "This game's record could not be replayed.");
    const applied = buyword.apply(state, parsed.data, { now: recorded.at, actor: recorded.seat });
    if (!applied.ok) throw new AppError("CONFLICT", "This game's record could not be replayed.");
    state = applied.state;
    if (start && !sellingNow(state, seat)) close(state);
    open(state);
  }
  if (start) close(state);
  missed.sort((a, b) => b.bestTotal - b.soldTotal - (a.bestTotal - a.soldTotal) || a.round - b.round);
  return {
    seat,
    applicable: true,
    turns,
    missedTotal: missed.reduce((sum, t) => sum + t.bestTotal - t.soldTotal, 0),
    worst: missed.slice(0, SHOWN_TURNS),
  };
}

function planTurn(
  start: { hand: readonly number[]; round: number },
  sold: { word: string; price: number }[],
  judge: ReturnType<typeof judgeForConfig>,
): MissedTurn {
  const hand: Tile[] = [];
  let wilds = 0;
  for (const id of start.hand) {
    const letter = TILE_LETTER[id] ?? "?";
    if (letter === "*") wilds++;
    else hand.push({ letter, pips: TILE_PIPS[id] ?? 0 });
  }
  const plan = bestSalePlan({ tiles: hand, wilds }, judge);
  return {
    round: start.round,
    hand,
    wilds,
    sold,
    soldTotal: sold.reduce((sum, s) => sum + s.price, 0),
    best: plan.words.map((w) => ({
      word: w.word.toUpperCase(),
      price: w.price,
      wildAs: w.wild ? w.wild.letter.toUpperCase() : null,
    })),
    bestTotal: plan.total,
    exact: plan.exact,
  };
}
