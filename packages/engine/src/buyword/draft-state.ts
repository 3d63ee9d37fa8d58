import type { BuywordEvent } from "./events";
import type { BuywordState, PlayerState, Seat } from "./state";

/**
 * One apply works on a shallow copy of the state whose fields are replaced, never mutated in
 * place: arrays and players that did not change are shared with the previous state, which
 * keeps an action to a few microseconds and old states valid.
 */
export type Work = { -readonly [K in keyof BuywordState]: BuywordState[K] } & { events: BuywordEvent[] };

// Explicit literals rather than spreads: V8 builds these on a fast path, and this runs on
// every action, including the refused ones.
export function startWork(s: BuywordState): Work {
  return {
    config: s.config,
    rng: s.rng,
    bag: s.bag,
    bagNext: s.bagNext,
    step: s.step,
    decisionAt: s.decisionAt,
    lastAt: s.lastAt,
    round: s.round,
    leader: s.leader,
    die: s.die,
    count: s.count,
    final: s.final,
    theme: s.theme,
    players: s.players,
    draws: s.draws,
    drawsOpen: s.drawsOpen,
    discarded: s.discarded,
    grid: s.grid,
    phase: s.phase,
    events: [],
  };
}

export function finishWork(w: Work): BuywordState {
  return {
    config: w.config,
    rng: w.rng,
    bag: w.bag,
    bagNext: w.bagNext,
    step: w.step,
    decisionAt: w.decisionAt,
    lastAt: w.lastAt,
    round: w.round,
    leader: w.leader,
    die: w.die,
    count: w.count,
    final: w.final,
    theme: w.theme,
    players: w.players,
    draws: w.draws,
    drawsOpen: w.drawsOpen,
    discarded: w.discarded,
    grid: w.grid,
    phase: w.phase,
  };
}

export function updatePlayer(work: Work, seat: Seat, patch: Partial<PlayerState>): void {
  const players = work.players.slice();
  const current = players[seat];
  if (current === undefined) return;
  players[seat] = { ...current, ...patch };
  work.players = players;
}

export function setDraw(work: Work, seat: Seat, draw: readonly number[] | null): void {
  const draws = work.draws.slice();
  draws[seat] = draw;
  work.draws = draws;
}

export function nextSeat(work: { readonly players: readonly unknown[] }, seat: Seat): Seat {
  return (seat + 1) % work.players.length;
}

type Seated = { readonly players: readonly Pick<PlayerState, "left">[] };

/** BW-33: a seat whose player has not left. */
export function inPlay(work: Seated, seat: Seat): boolean {
  const player = work.players[seat];
  return player !== undefined && player.left !== true;
}

/** How many players are still in the game (BW-33). */
export function seatsInPlay(work: Seated): number {
  let n = 0;
  for (const p of work.players) if (p.left !== true) n++;
  return n;
}

/** The next seat clockwise still in the game, going round the table; `seat` itself if none. */
export function nextInPlay(work: Seated, seat: Seat): Seat {
  const n = work.players.length;
  for (let i = 1; i <= n; i++) {
    const s = (seat + i) % n;
    if (inPlay(work, s)) return s;
  }
  return seat;
}

/**
 * The round's turns run clockwise from the leader and stop before coming back to it. A seat
 * that has left is passed over; the leader stays the round's reference even if it has left.
 */
export function nextInRound(work: Seated & { readonly leader: Seat }, from: Seat): Seat | null {
  const n = work.players.length;
  for (let s = (from + 1) % n; s !== work.leader; s = (s + 1) % n) {
    if (inPlay(work, s)) return s;
  }
  return null;
}

/** The first turn of the round: the leader, or the next seat in play if the leader has left. */
export function firstInRound(work: Seated & { readonly leader: Seat }): Seat | null {
  return inPlay(work, work.leader) ? work.leader : nextInRound(work, work.leader);
}

/** Removes `tiles` from `hand`, keeping order; assumes they are all there. */
export function without(hand: readonly number[], tiles: readonly number[]): number[] {
  if (tiles.length === 1) {
    const t = tiles[0];
    return hand.filter((h) => h !== t);
  }
  const gone = new Set(tiles);
  return hand.filter((h) => !gone.has(h));
}
