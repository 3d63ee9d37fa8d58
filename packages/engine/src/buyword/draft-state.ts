import type { BuywordEvent } from "./events";
import type { BuywordState, PlayerState, Seat } from "./state";

/**
 * One apply works on a shallow copy of the state whose fields are replaced, never mutated in
 * place: arrays and players that did not change are shared with the previous state, which
 * keeps an action to a few microseconds and old states valid.
 */
export type Work = { -readonly [K in keyof BuywordState]: BuywordState[K] } & { events: BuywordEvent[] };

export function startWork(state: BuywordState): Work {
  return { ...state, events: [] };
}

export function finishWork(work: Work): BuywordState {
  const { events: _events, ...state } = work;
  return state;
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

export function seatCount(work: { readonly players: readonly unknown[] }): number {
  return work.players.length;
}

export function nextSeat(work: { readonly players: readonly unknown[] }, seat: Seat): Seat {
  return (seat + 1) % work.players.length;
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
