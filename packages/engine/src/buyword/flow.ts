import { nextInt } from "../core/rng";
import { firstInRound, nextInPlay, nextInRound, seatsInPlay, type Work } from "./draft-state";
import { computeResult } from "./result";
import type { DieFace } from "./state";
import { letterCount } from "./tiles";

/** BW-5: the die's six faces. */
export const DIE_FACES: readonly DieFace[] = [2, 3, 4, 5, "choice", "choice"];

/**
 * BW-4, BW-5: a new round: the leader passes on (seat 0 leads the first) and the die is
 * rolled. BW-33: the role passes over seats whose players have left.
 */
export function startRound(work: Work): void {
  work.round += 1;
  work.leader = work.round === 1 ? 0 : nextInPlay(work, work.leader);
  const [face, rng] = nextInt(work.rng, DIE_FACES.length);
  work.rng = rng;
  const die = DIE_FACES[face] ?? 2;
  work.die = die;
  work.count = null;
  work.drawsOpen = false;
  work.draws = work.players.map(() => null);
  const themes = work.config.variants.themes;
  work.theme = themes.length > 0 ? (themes[(work.round - 1) % themes.length] ?? null) : null;
  work.events.push({ type: "roundStarted", round: work.round, leader: work.leader, die, theme: work.theme });
  if (die === "choice") {
    work.phase = { kind: "choose" };
    return;
  }
  setCount(work, die);
}

/**
 * BW-6, BW-12: with the draw size known, either the bag runs short (final round) or tiles
 * come out. BW-33: only players still in the game draw, and only they count toward the need.
 */
export function setCount(work: Work, count: number): void {
  work.count = count;
  const n = seatsInPlay(work);
  const need = count * n;
  const left = work.bag.length - work.bagNext;
  if (left < need) {
    const rest = work.bag.slice(work.bagNext);
    work.bagNext = work.bag.length;
    work.discarded = rest.length > 0 ? work.discarded.concat(rest) : work.discarded;
    work.final = true;
    work.events.push({ type: "finalRound", count, discarded: rest });
    startSell(work);
    return;
  }
  if (work.config.variants.draft) {
    const pool = work.bag.slice(work.bagNext, work.bagNext + need);
    work.bagNext += need;
    work.draws = work.players.map((p) => (p.left === true ? null : []));
    work.drawsOpen = true;
    work.phase = { kind: "draft", pool, turn: firstInRound(work) ?? work.leader };
    work.events.push({ type: "draftPool", tiles: pool });
    forcePicks(work);
    return;
  }
  const draws: (number[] | null)[] = work.players.map(() => null);
  for (let seat = firstInRound(work); seat !== null; seat = nextInRound(work, seat)) {
    const tiles = work.bag.slice(work.bagNext, work.bagNext + count);
    work.bagNext += count;
    draws[seat] = tiles;
    work.events.push({ type: "drew", seat, tiles, open: false });
  }
  work.draws = draws;
  afterDraws(work);
}

/** BW-20: in a draft, picks nobody can choose (the last tile, or a solo draft) are made at once. */
export function forcePicks(work: Work): void {
  if (work.phase.kind !== "draft") return;
  let { pool, turn } = work.phase;
  const alone = seatsInPlay(work) === 1;
  if (!(pool.length === 1 || alone)) return;
  const draws = work.draws.slice();
  while (pool.length > 0 && (pool.length === 1 || alone)) {
    const tile = pool[0] as number;
    pool = pool.slice(1);
    draws[turn] = (draws[turn] ?? []).concat(tile);
    work.events.push({ type: "drafted", seat: turn, tile, forced: true });
    turn = nextInPlay(work, turn);
  }
  work.draws = draws;
  work.phase = { kind: "draft", pool, turn };
  if (pool.length === 0) afterDraws(work);
}

/** Once every seat holds a draw: trade (BW-17) if played with two or more, then buying. */
export function afterDraws(work: Work): void {
  if (work.config.variants.trade && seatsInPlay(work) > 1) {
    work.drawsOpen = true;
    // A seat that has left has nothing to trade: it counts as done from the start.
    work.phase = { kind: "trade", offers: [], done: work.players.map((p) => p.left === true) };
    work.events.push({ type: "drawsRevealed", draws: work.draws.map((d) => d ?? []) });
    return;
  }
  startDecide(work);
}

/** BW-7: buying starts with the leader (BW-33: or the next seat in play). */
export function startDecide(work: Work): void {
  const first = firstInRound(work);
  if (first === null) {
    startSell(work);
    return;
  }
  work.phase = { kind: "decide", turn: first };
}

/** BW-7: after a seat has bought, discarded or auctioned its draw, the next seat decides. */
export function advanceDecide(work: Work, from: number): void {
  const next = nextInRound(work, from);
  if (next === null) {
    startSell(work);
    return;
  }
  work.phase = { kind: "decide", turn: next };
}

/** BW-9: selling goes in turn order from the leader. */
export function startSell(work: Work): void {
  enterSellTurn(work, firstInRound(work));
}

export function advanceSell(work: Work, from: number): void {
  enterSellTurn(work, nextInRound(work, from));
}

/**
 * A seat that holds nothing it could sell or must discard passes at once (BW-9); seats that
 * have left are not asked at all (BW-33). With no seat left to ask, the round ends.
 */
function enterSellTurn(work: Work, seat: number | null): void {
  for (let turn = seat; turn !== null; turn = nextInRound(work, turn)) {
    const hand = work.players[turn]?.hand ?? [];
    const canAct = work.grid !== null ? hand.length > 0 : letterCount(hand) > 0;
    if (canAct) {
      work.phase = { kind: "sell", turn, pending: null };
      return;
    }
    work.events.push({ type: "turnEnded", seat: turn, discarded: [], skipped: true });
  }
  endRound(work);
}

/** BW-12: the final round ends the game; otherwise the next round starts. */
export function endRound(work: Work): void {
  work.draws = work.players.map(() => null);
  if (work.final) {
    work.phase = { kind: "over" };
    work.events.push({ type: "gameOver", result: computeResult(work.players) });
    return;
  }
  startRound(work);
}
