import { pauseCountdown } from "@wordhall/timer";
import { clearBoards, FRESH_TURN, restartTimer } from "./bag-ops";
import type { Step } from "./draft";
import { inPlay, nextInPlay } from "./rotation";
import { scoreOf } from "./scoring";
import type { EndReason } from "./state";

function revealTokens(step: Step): void {
  step.events.push({
    type: "tokens-revealed",
    players: step.d.players.map((p, seat) => ({ seat, tokens: p.tokens })),
  });
}

/**
 * The main game is over (OMW-33, OMW-34): tokens are revealed (OMW-35) and either the
 * players tied for fewest play a tiebreaker (OMW-38) or the game ends.
 */
export function endMainGame(step: Step, reason: "boards-full" | "tokens-exhausted"): void {
  const { d } = step;
  let best = Number.POSITIVE_INFINITY;
  const scores = d.players.map((p) => (p.left ? Number.POSITIVE_INFINITY : scoreOf(d.config, p)));
  for (const s of scores) best = Math.min(best, s);
  const tied = scores.flatMap((s, seat) => (s === best ? [seat] : []));
  if (tied.length >= 2 && d.config.tiebreaker === "elimination") {
    revealTokens(step);
    startTiebreaker(step, tied);
    return;
  }
  finishGame(step, reason);
}

/** OMW-39..41: boards cleared, tiles back in the bag, the tied players play on. */
function startTiebreaker(step: Step, seats: number[]): void {
  const { d } = step;
  d.phase = "tiebreaker";
  d.tiebreaker = { seats, eliminated: [] };
  clearBoards(step);
  const from = d.holder ?? seats[0] ?? 0;
  const holder = inPlay(d, from) ? from : (nextInPlay(d, from, d.direction) ?? from);
  if (holder !== from) step.events.push({ type: "bag-passed", from, to: holder, reason: "tiebreaker" });
  d.holder = holder;
  d.turn = FRESH_TURN;
  step.events.push({ type: "tiebreaker-started", seats, holder });
  restartTimer(step);
}

/** The game is over: no holder, no timer, open claims stand as they are. */
export function finishGame(step: Step, reason: EndReason): void {
  const { d, ctx } = step;
  if (d.phase === "playing") revealTokens(step);
  if (d.turn.stage === "claim" && d.turn.tile !== null) d.bag = [...d.bag, d.turn.tile];
  if (d.claims.length > 0) {
    d.covers = d.covers.map((c) => (c !== null && c.claim !== null ? { ...c, claim: null } : c));
    d.claims = [];
  }
  d.phase = "over";
  d.holder = null;
  d.turn = FRESH_TURN;
  d.timer = pauseCountdown(d.timer, ctx.now);
  d.ended = { reason, at: ctx.now };
  step.events.push({ type: "game-over", reason });
}

/**
 * What a full board means now: in the tiebreaker the boards are simply cleared (OMW-42);
 * in the main game it ends the game once no claim can still be overturned, and until then
 * the timer stands still (OMW-32).
 */
export function onBoardsMaybeFull(step: Step): void {
  const { d, derived, ctx } = step;
  if (d.coveredCount < derived.categories.length) return;
  if (d.phase === "tiebreaker") {
    clearBoards(step);
    return;
  }
  if (d.phase !== "playing") return;
  if (d.claims.length === 0) {
    endMainGame(step, "boards-full");
    return;
  }
  if (d.timer.status === "running") {
    d.timer = pauseCountdown(d.timer, ctx.now);
    step.events.push({ type: "timer-stopped", at: ctx.now });
  }
}

/** Fewer than two players left in play ends the game at once (OMW-45). */
export function onPlayersMaybeGone(step: Step): void {
  const { d } = step;
  if (d.phase === "over") return;
  let count = 0;
  for (let seat = 0; seat < d.players.length; seat++) if (inPlay(d, seat)) count++;
  if (count >= 2) return;
  finishGame(step, d.phase === "tiebreaker" ? "tiebreaker-won" : "abandoned");
}
