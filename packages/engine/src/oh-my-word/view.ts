import { awayView, type SeatAwayView } from "../core/absence";
import { derive } from "./derived";
import { type OmwMoves, omwMoves } from "./moves";
import { type OmwResult, omwResult } from "./result";
import { inPlay } from "./rotation";
import { scoreOf } from "./scoring";
import type { Direction, EndReason, OmwState, Phase } from "./state";

export type OmwSeatView = {
  readonly seat: number;
  readonly left: boolean;
  readonly inPlay: boolean;
  readonly holdsBag: boolean;
  readonly tokenCount: number;
  /** Token values: your own at any time (OMW-35), everyone's once revealed; otherwise null. */
  readonly tokens: readonly number[] | null;
  readonly score: number | null;
  /** OMW-51: only while the player is marked away: since when they are gone, and whether a bot plays. */
  readonly away?: SeatAwayView;
};

export type OmwCategoryView = {
  readonly id: number;
  readonly text: string;
  readonly cover: {
    readonly letter: string;
    readonly seat: number;
    readonly term: string;
    readonly claim: number | null;
  } | null;
};

export type OmwClaimView = {
  readonly id: number;
  readonly seat: number;
  readonly category: number;
  readonly letter: string;
  readonly term: string;
  readonly madeAt: number;
  readonly closesAt: number;
  readonly challengedBy: number | null;
  readonly votes: readonly { readonly seat: number; readonly accept: boolean }[];
};

export type OmwView = {
  readonly game: "oh-my-word";
  readonly version: number;
  /** The seat this view is for, or null for a spectator. */
  readonly you: number | null;
  readonly phase: Phase;
  readonly paused: boolean;
  readonly rules: {
    readonly scoring: "points" | "tokens";
    readonly judging: "challenge" | "trust";
    readonly challengeWindowMs: number;
    readonly voteWindowMs: number;
    readonly timerRangeMs: readonly [number, number];
    readonly tiebreaker: "elimination" | "shared";
    readonly refuseRepeatedTerms: boolean;
  };
  readonly seats: readonly OmwSeatView[];
  readonly holder: number | null;
  readonly direction: Direction;
  readonly turn: {
    readonly stage: "draw" | "claim" | "pass";
    /** The letter the holder drew this turn, while it is in hand or covering. */
    readonly letter: string | null;
    readonly chosen: number | null;
  };
  readonly boards: readonly { readonly title: string; readonly categories: readonly OmwCategoryView[] }[];
  readonly coveredCount: number;
  readonly categoryCount: number;
  readonly bagCount: number;
  readonly reverseTilesAside: number;
  readonly supplyCount: number;
  /** Whether the timer is running and when this run began. Never its deadline (OMW-18). */
  readonly timer: { readonly running: boolean; readonly startedAt: number };
  readonly claims: readonly OmwClaimView[];
  /**
   * What this seat may do with the bag now, each move with the refusal apply would give it
   * (moves.ts, the checks apply itself runs); null for a spectator. As of the last step: a
   * deadline due meanwhile is applied before any move.
   */
  readonly moves: OmwMoves | null;
  readonly tiebreaker: { readonly seats: readonly number[]; readonly eliminated: readonly number[] } | null;
  readonly ended: { readonly reason: EndReason; readonly at: number } | null;
  readonly result: OmwResult | null;
};

/**
 * What one seat (or a spectator, null) may see, built field by field from an allow-list
 * (OMW-50). Left out on purpose: the PRNG and seed, the bag's content and order, the
 * supply's values, the timer's deadline, and others' token values before the reveal.
 */
export function omwView(state: OmwState, seat: number | null): OmwView {
  const derived = derive(state.config);
  const revealed = state.phase !== "playing";
  const letterOf = (tile: number) => derived.tileLetters[tile] ?? "";
  const seats: OmwSeatView[] = state.players.map((p, s) => {
    const visible = revealed || s === seat;
    const view: OmwSeatView = {
      seat: s,
      left: p.left,
      inPlay: state.phase !== "over" && inPlay(state, s),
      holdsBag: state.holder === s,
      tokenCount: p.tokens.length,
      tokens: visible ? p.tokens.slice() : null,
      score: visible ? scoreOf(state.config, p) : null,
    };
    const away = awayView(p.away);
    return away ? { ...view, away } : view;
  });
  const boards = derived.boards.map((b) => {
    const categories: OmwCategoryView[] = [];
    for (let id = b.first; id < b.first + b.count; id++) {
      const cover = state.covers[id] ?? null;
      categories.push({
        id,
        text: derived.categories[id]?.text ?? "",
        cover:
          cover === null
            ? null
            : { letter: letterOf(cover.tile), seat: cover.seat, term: cover.term, claim: cover.claim },
      });
    }
    return { title: b.title, categories };
  });
  const claims: OmwClaimView[] = state.claims.map((c) => ({
    id: c.id,
    seat: c.seat,
    category: c.category,
    letter: letterOf(c.tile),
    term: c.term,
    madeAt: c.madeAt,
    closesAt: c.closesAt,
    challengedBy: c.challenge?.by ?? null,
    votes: (c.challenge?.votes ?? []).map(([s, accept]) => ({ seat: s, accept })),
  }));
  const { turn, config } = state;
  return {
    game: "oh-my-word",
    version: state.version,
    you: seat,
    phase: state.phase,
    paused: state.pausedAt !== null,
    rules: {
      scoring: config.scoring,
      judging: config.judging.mode,
      challengeWindowMs: config.judging.challengeWindowMs,
      voteWindowMs: config.judging.voteWindowMs,
      timerRangeMs: [config.timer.minMs, config.timer.maxMs],
      tiebreaker: config.tiebreaker,
      refuseRepeatedTerms: config.judging.refuseRepeatedTerms,
    },
    seats,
    holder: state.holder,
    direction: state.direction,
    turn: {
      stage: turn.stage,
      letter: turn.tile === null || turn.stage === "draw" ? null : letterOf(turn.tile),
      chosen: turn.chosen,
    },
    boards,
    coveredCount: state.coveredCount,
    categoryCount: derived.categories.length,
    bagCount: state.bag.length,
    reverseTilesAside: state.aside.length,
    supplyCount: state.supply.length,
    timer: { running: state.timer.status === "running", startedAt: state.timer.startedAt },
    claims,
    moves: seat === null ? null : omwMoves(state, seat),
    tiebreaker:
      state.tiebreaker === null
        ? null
        : { seats: state.tiebreaker.seats.slice(), eliminated: state.tiebreaker.eliminated.slice() },
    ended: state.ended === null ? null : { reason: state.ended.reason, at: state.ended.at },
    result: omwResult(state),
  };
}
