import { nextInt } from "../core/rng";
import { nextSeat, seatCount, type Work } from "./draft-state";
import { computeResult } from "./result";
import type { DieFace } from "./state";
import { letterCount } from "./tiles";

/** BW-5: the die's six faces. */
export const DIE_FACES: readonly DieFace[] = [2, 3, 4, 5, "choice", "choice"];

/** BW-4, BW-5: a new round: the leader passes on (seat 0 leads the first) and the die is rolled. */
export function startRound(work: Work): void {
  const n = seatCount(work);
  work.round += 1;
  work.leader = (work.round - 1) % n;
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

/** BW-6, BW-12: with the draw size known, either the bag runs short (final round) or tiles come out. */
export function setCount(work: Work, count: number): void {
  work.count = count;
  const n = seatCount(work);
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
    work.draws = work.players.map(() => []);
    work.drawsOpen = true;
    work.phase = { kind: "draft", pool, turn: work.leader };
    work.events.push({ type: "draftPool", tiles: pool });
    forcePicks(work);
    return;
  }
  const draws: number[][] = work.players.map(() => []);
  let seat = work.leader;
  for (let i = 0; i < n; i++) {
    const tiles = work.bag.slice(work.bagNext, work.bagNext + count);
    work.bagNext += count;
    draws[seat] = tiles;
    work.events.push({ type: "drew", seat, tiles, open: false });
    seat = nextSeat(work, seat);
  }
  work.draws = draws;
  afterDraws(work);
}

/** BW-20: in a draft, picks nobody can choose (the last tile, or a solo draft) are made at once. */
export function forcePicks(work: Work): void {
  if (work.phase.kind !== "draft") return;
  let { pool, turn } = work.phase;
  if (!(pool.length === 1 || seatCount(work) === 1)) return;
  const draws = work.draws.slice();
  while (pool.length > 0 && (pool.length === 1 || seatCount(work) === 1)) {
    const tile = pool[0] as number;
    pool = pool.slice(1);
    draws[turn] = (draws[turn] ?? []).concat(tile);
    work.events.push({ type: "drafted", seat: turn, tile, forced: true });
    turn = nextSeat(work, turn);
  }
  work.draws = draws;
  work.phase = { kind: "draft", pool, turn };
  if (pool.length === 0) afterDraws(work);
}

/** Once every seat holds a draw: trade (BW-17) if played with two or more, then buying. */
export function afterDraws(work: Work): void {
  const n = seatCount(work);
  if (work.config.variants.trade && n > 1) {
    work.drawsOpen = true;
    work.phase = { kind: "trade", offers: [], done: work.players.map(() => false) };
    work.events.push({ type: "drawsRevealed", draws: work.draws.map((d) => d ?? []) });
    return;
  }
  work.phase = { kind: "decide", turn: work.leader };
}

/** BW-7: after a seat has bought, discarded or auctioned its draw, the next seat decides. */
export function advanceDecide(work: Work, from: number): void {
  const next = nextSeat(work, from);
  if (next === work.leader) {
    startSell(work);
    return;
  }
  work.phase = { kind: "decide", turn: next };
}

/** BW-9: selling goes in turn order from the leader. */
export function startSell(work: Work): void {
  enterSellTurn(work, work.leader);
}

export function advanceSell(work: Work, from: number): void {
  const next = nextSeat(work, from);
  if (next === work.leader) {
    endRound(work);
    return;
  }
  enterSellTurn(work, next);
}

/** A seat that holds nothing it could sell or must discard passes at once (BW-9). */
function enterSellTurn(work: Work, seat: number): void {
  let turn = seat;
  for (;;) {
    const hand = work.players[turn]?.hand ?? [];
    const canAct = work.grid !== null ? hand.length > 0 : letterCount(hand) > 0;
    if (canAct) {
      work.phase = { kind: "sell", turn, pending: null };
      return;
    }
    work.events.push({ type: "turnEnded", seat: turn, discarded: [], skipped: true });
    turn = nextSeat(work, turn);
    if (turn === work.leader) {
      endRound(work);
      return;
    }
  }
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
