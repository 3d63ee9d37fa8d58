import type { SeatAway, SeatStatus } from "../core/absence";
import type { Deadline } from "../core/game-module";
import type { BuywordAction } from "./actions";
import { discardDraw, passBid } from "./buying";
import { inPlay, updatePlayer, type Work } from "./draft-state";
import { draftPick } from "./drafting";
import { type BuywordRejected, fail } from "./errors";
import { setCount } from "./flow";
import { endAtOnce } from "./leaving";
import { defaultDiscard, endTurn, vote } from "./selling";
import type { BuywordState, PlayerState } from "./state";
import { timeLimitKind } from "./timing";
import { doneTrading } from "./trading";

type Seated = Pick<BuywordState, "players" | "phase" | "leader">;

/** BW-34: the seats whose decision the game is waiting for now (several in trading and votes). */
export function awaitedSeats(state: Seated): number[] {
  const phase = state.phase;
  const inGame = (s: number) => inPlay(state, s);
  switch (phase.kind) {
    case "choose":
      return inGame(state.leader) ? [state.leader] : [];
    case "draft":
    case "decide":
      return inGame(phase.turn) ? [phase.turn] : [];
    case "auction": {
      const turn = phase.order[phase.index];
      return turn !== undefined && inGame(turn) ? [turn] : [];
    }
    case "trade":
      return state.players.flatMap((_, s) => (inGame(s) && phase.done[s] !== true ? [s] : []));
    case "sell": {
      const pending = phase.pending;
      if (pending === null) return inGame(phase.turn) ? [phase.turn] : [];
      return pending.votes.flatMap((v, s) => (s !== pending.seat && inGame(s) && v === null ? [s] : []));
    }
    default:
      return [];
  }
}

export function buywordSeats(state: BuywordState): SeatStatus[] {
  const awaited = new Set(awaitedSeats(state));
  return state.players.map((p, seat) => ({
    seat,
    left: p.left === true,
    away: p.away ?? null,
    awaited: awaited.has(seat),
  }));
}

const awayOf = (p: PlayerState | undefined): SeatAway | null => p?.away ?? null;

/** Someone is still at the table: a seat in play that is not away. */
function someoneHere(state: Pick<BuywordState, "players">, except: number): boolean {
  return state.players.some((p, s) => s !== except && p.left !== true && p.away === undefined);
}

/**
 * BW-35: with no time limit for the decision at hand, each away seat it waits for (with no
 * stand-in playing it) gets BW-14's default for its own part, due at the last action: at
 * once after the mark, or as soon as a later decision waits for them. Only while someone
 * else is still at the table; a table everyone has left waits for them to come back.
 */
export function awayDefaultDeadlines(state: BuywordState): Deadline<BuywordAction>[] {
  const kind = timeLimitKind(state);
  if (kind === null || state.config.timeLimits[kind] !== null) return [];
  const at = Math.max(state.decisionAt, state.lastAt ?? state.decisionAt);
  const out: Deadline<BuywordAction>[] = [];
  for (const seat of awaitedSeats(state)) {
    const away = awayOf(state.players[seat]);
    if (away === null || away.standIn !== null || !someoneHere(state, seat)) continue;
    out.push({ kind: "away", at, action: { type: "awayDefault", seat, step: state.step } });
  }
  return out;
}

/** BW-34: the host marks a seat away, with when its player was last seen. */
export function markAway(work: Work, seat: number, since: number, now: number): BuywordRejected | null {
  const player = work.players[seat];
  if (!player) return fail("not-your-turn", "There is no such seat.");
  if (player.left === true) return fail("player-left", "That player has left the game.");
  if (player.away !== undefined) return fail("already-away", "That seat is already marked away.");
  if (since > now) return fail("invalid-action", "A player can't be gone since a moment still to come.");
  updatePlayer(work, seat, { away: { since, at: now, standIn: null } });
  work.events.push({ type: "seatAway", seat, since });
  return null;
}

/** BW-34: the player is back: the mark and any stand-in end, the seat is theirs again. */
export function markBack(work: Work, seat: number): BuywordRejected | null {
  const player = work.players[seat];
  if (!player || player.away === undefined) return fail("not-away", "That seat is not marked away.");
  const { away, ...here } = player;
  const players = work.players.slice();
  players[seat] = here;
  work.players = players;
  work.events.push({ type: "seatBack", seat, standIn: away.standIn !== null });
  return null;
}

/** BW-34: a stand-in bot plays an away seat until its player is back. */
export function startStandIn(work: Work, seat: number, now: number): BuywordRejected | null {
  const away = awayOf(work.players[seat]);
  if (away === null || work.players[seat]?.left === true)
    return fail("not-away", "That seat is not marked away.");
  if (away.standIn !== null) return fail("stand-in-playing", "A stand-in already plays that seat.");
  updatePlayer(work, seat, { away: { ...away, standIn: now } });
  work.events.push({ type: "standInStarted", seat });
  return null;
}

/** BW-35: one away seat's own default for the decision the game waits on (see awayDefaultDeadlines). */
export function applyAwayDefault(work: Work, seat: number, step: number): BuywordRejected | null {
  if (step !== work.step) return fail("stale-timeout", "That decision has already been made.");
  const kind = timeLimitKind(work);
  if (kind === null) return fail("wrong-phase", "Nothing is waiting on a decision.");
  if (work.config.timeLimits[kind] !== null)
    return fail("time-limit-set", "This decision has a time limit; it runs out as usual.");
  const away = awayOf(work.players[seat]);
  if (away === null || away.standIn !== null)
    return fail("not-away", "That seat is not away, or a stand-in plays it.");
  if (!awaitedSeats(work).includes(seat))
    return fail("not-awaited", "The game is not waiting for that seat.");
  if (!someoneHere(work, seat)) return fail("nobody-here", "Nobody else is at the table.");
  work.events.push({ type: "awayDefault", kind, seat });
  const phase = work.phase;
  switch (phase.kind) {
    case "choose":
      setCount(work, 2);
      return null;
    case "draft": {
      const tile = phase.pool[0];
      return tile === undefined ? null : draftPick(work, seat, tile);
    }
    case "trade":
      return doneTrading(work, seat);
    case "decide":
      return discardDraw(work, seat);
    case "auction":
      passBid(work, seat);
      return null;
    case "sell":
      if (phase.pending !== null) return vote(work, seat, true);
      return endTurn(
        work,
        seat,
        defaultDiscard(work.players[seat]?.hand ?? [], work.config.variants.handLimit),
      );
    default:
      return fail("wrong-phase", "Nothing is waiting on a decision.");
  }
}

/**
 * BW-36: the others end the game because this seat is away: the absent player counts as
 * having left (so ranks below everyone, BW-33), and the game ends at once as with too few
 * players, the others ranked by BW-28.
 */
export function endForAbsence(work: Work, seat: number): BuywordRejected | null {
  const player = work.players[seat];
  if (!player || player.left === true || player.away === undefined)
    return fail("not-away", "That seat is not marked away.");
  updatePlayer(work, seat, { left: true });
  work.events.push({ type: "endedForAbsence", seat });
  endAtOnce(work);
  return null;
}
