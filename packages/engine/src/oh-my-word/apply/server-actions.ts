import { pauseCountdown, resumeCountdown } from "@wordhall/timer";
import { nextInt } from "../../core/rng";
import { passBag, restartTimer, returnDrawnTile } from "../bag-ops";
import { type Step, withAt, withoutAt } from "../draft";
import { endMainGame, finishGame } from "../ending";
import { fail, type OmwRejected } from "../errors";
import { seatsInPlay } from "../rotation";

/**
 * The timer went off (OMW-19..23): the holder at this instant is whoever holds the bag
 * after every action stamped at or before it, so a bag handed over at the very instant
 * lands on the receiver (OMW-23). In the tiebreaker the holder is knocked out instead (OMW-40).
 */
export function timerExpired(step: Step): OmwRejected | null {
  const { d, ctx } = step;
  if (d.timer.status !== "running") return fail("timer-not-running", "The timer isn't running.");
  if (ctx.now < d.timer.deadline) return fail("timer-not-expired", "The timer hasn't gone off yet.");
  const holder = d.holder as number;
  step.events.push({ type: "timer-went-off", holder, at: ctx.now });
  returnDrawnTile(step);
  if (d.phase === "tiebreaker" && d.tiebreaker !== null) {
    d.tiebreaker = { seats: d.tiebreaker.seats, eliminated: [...d.tiebreaker.eliminated, holder] };
    step.events.push({ type: "player-eliminated", seat: holder });
    if (seatsInPlay(d).length < 2) {
      finishGame(step, "tiebreaker-won");
      return null;
    }
    passBag(step, "timer");
    restartTimer(step);
    return null;
  }
  const [index, rng] = nextInt(d.rng, d.supply.length);
  const value = d.supply[index] as number;
  d.rng = rng;
  d.supply = withoutAt(d.supply, index);
  const player = d.players[holder];
  if (player !== undefined)
    d.players = withAt(d.players, holder, { ...player, tokens: [...player.tokens, value] });
  step.events.push({ type: "token-taken", seat: holder, value });
  // OMW-21: pass the bag on; the one who took the token doesn't start the next round.
  passBag(step, "timer");
  if (d.supply.length === 0) {
    endMainGame(step, "tokens-exhausted");
    return null;
  }
  restartTimer(step);
  return null;
}

export function pause(step: Step): OmwRejected | null {
  const { d, ctx } = step;
  if (d.pausedAt !== null) return fail("already-paused", "The game is already paused.");
  d.pausedAt = ctx.now;
  d.timer = pauseCountdown(d.timer, ctx.now);
  step.events.push({ type: "paused", at: ctx.now });
  return null;
}

export function resume(step: Step): OmwRejected | null {
  const { d, ctx, derived } = step;
  if (d.pausedAt === null) return fail("not-paused", "The game isn't paused.");
  const shift = ctx.now - d.pausedAt;
  if (d.claims.length > 0) d.claims = d.claims.map((c) => ({ ...c, closesAt: c.closesAt + shift }));
  d.pausedAt = null;
  // A full board keeps the timer stopped until its claims are settled (OMW-32).
  const boardsFull = d.phase === "playing" && d.coveredCount === derived.categories.length;
  if (!boardsFull) d.timer = resumeCountdown(d.timer, ctx.now);
  step.events.push({ type: "resumed", at: ctx.now });
  return null;
}
