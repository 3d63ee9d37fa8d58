import type { Draft } from "./draft";
import type { OmwState } from "./state";

type RotationState = Pick<OmwState, "players" | "phase" | "tiebreaker">;

/** Whether a seat still takes the bag: not gone, and in the tiebreaker if one is on (OMW-14). */
export function inPlay(s: RotationState, seat: number): boolean {
  const p = s.players[seat];
  if (p === undefined || p.left) return false;
  if (s.phase !== "tiebreaker" || s.tiebreaker === null) return true;
  return s.tiebreaker.seats.includes(seat) && !s.tiebreaker.eliminated.includes(seat);
}

export function seatsInPlay(s: RotationState): number[] {
  const out: number[] = [];
  for (let seat = 0; seat < s.players.length; seat++) if (inPlay(s, seat)) out.push(seat);
  return out;
}

/** The next seat in play after `from` going `direction`; `from` itself only if it is alone. */
export function nextInPlay(s: RotationState, from: number, direction: 1 | -1): number | null {
  const n = s.players.length;
  for (let k = 1; k <= n; k++) {
    const seat = (((from + direction * k) % n) + n) % n;
    if (inPlay(s, seat)) return seat;
  }
  return null;
}

/** Players who judge a claim: those in play other than the claimer (OMW-28). */
export function votersFor(d: Draft, claimer: number): number[] {
  return seatsInPlay(d).filter((seat) => seat !== claimer);
}
