import { nextInPlay, type Work } from "./draft-state";
import { type BuywordRejected, fail } from "./errors";
import { forcePicks } from "./flow";

/** BW-19, BW-20: take one tile from the face-up pool; turns go round from the leader. */
export function draftPick(work: Work, seat: number, tile: number): BuywordRejected | null {
  const phase = work.phase;
  if (phase.kind !== "draft") return fail("wrong-phase", "There is no draft running.");
  const at = phase.pool.indexOf(tile);
  if (at < 0) return fail("no-such-tile", "That tile is not in the pool.");
  const pool = phase.pool.slice();
  pool.splice(at, 1);
  const draws = work.draws.slice();
  draws[seat] = (draws[seat] ?? []).concat(tile);
  work.draws = draws;
  work.events.push({ type: "drafted", seat, tile, forced: false });
  work.phase = { kind: "draft", pool, turn: nextInPlay(work, seat) };
  forcePicks(work);
  return null;
}
