import type { SeatAway, SeatStatus } from "../../core/absence";
import { returnDrawnTile } from "../bag-ops";
import { type Step, withAt } from "../draft";
import { finishGame } from "../ending";
import { fail, type OmwRejected } from "../errors";
import { inPlay } from "../rotation";
import type { OmwState } from "../state";

/** OMW-51: the holder is the one the game waits on (judging has its own windows). */
export function omwSeats(state: OmwState): SeatStatus[] {
  const waiting = state.phase !== "over" && state.pausedAt === null ? state.holder : null;
  return state.players.map((p, seat) => ({
    seat,
    left: p.left,
    away: p.away ?? null,
    awaited: waiting === seat && inPlay(state, seat),
  }));
}

const awayOf = (step: Step, seat: number): SeatAway | null => step.d.players[seat]?.away ?? null;

/** OMW-51: the host marks a seat away, with when its player was last seen. */
export function markAway(step: Step, seat: number, since: number): OmwRejected | null {
  const { d, ctx } = step;
  const player = d.players[seat];
  if (player === undefined) return fail("not-a-player", "There is no such seat.");
  if (player.left) return fail("player-left", "That player has already left.");
  if (player.away !== undefined) return fail("already-away", "That seat is already marked away.");
  if (since > ctx.now) return fail("invalid-action", "A player can't be gone since a moment still to come.");
  d.players = withAt(d.players, seat, { ...player, away: { since, at: ctx.now, standIn: null } });
  step.events.push({ type: "seat-away", seat, since });
  return null;
}

/** OMW-51: the player is back; the mark and any stand-in end. */
export function markBack(step: Step, seat: number): OmwRejected | null {
  const { d } = step;
  const player = d.players[seat];
  if (player?.away === undefined) return fail("not-away", "That seat is not marked away.");
  const { away, ...here } = player;
  d.players = withAt(d.players, seat, here);
  step.events.push({ type: "seat-back", seat, standIn: away.standIn !== null });
  return null;
}

/** OMW-51: a stand-in bot plays the away seat until its player is back. */
export function startStandIn(step: Step, seat: number): OmwRejected | null {
  const { d, ctx } = step;
  const away = awayOf(step, seat);
  const player = d.players[seat];
  if (away === null || player === undefined || player.left)
    return fail("not-away", "That seat is not marked away.");
  if (away.standIn !== null) return fail("stand-in-playing", "A stand-in already plays that seat.");
  d.players = withAt(d.players, seat, { ...player, away: { ...away, standIn: ctx.now } });
  step.events.push({ type: "stand-in-started", seat });
  return null;
}

/**
 * OMW-52: the others end the game because this seat is away: the absent player counts as
 * having left (below everyone, OMW-46) and the game ends at once, the others ranked by their
 * scores as they stand (OMW-47), tokens revealed.
 */
export function endForAbsence(step: Step, seat: number): OmwRejected | null {
  const { d } = step;
  const player = d.players[seat];
  if (player === undefined || player.left || player.away === undefined)
    return fail("not-away", "That seat is not marked away.");
  step.events.push({ type: "ended-for-absence", seat });
  if (d.holder === seat && d.turn.stage === "claim") returnDrawnTile(step);
  d.players = withAt(d.players, seat, { ...player, left: true });
  finishGame(step, "absence");
  return null;
}
