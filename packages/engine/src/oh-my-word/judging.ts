import { resumeCountdown } from "@wordhall/timer";
import { type Step, withAt } from "./draft";
import { onBoardsMaybeFull } from "./ending";
import { votersFor } from "./rotation";
import type { OpenClaim } from "./state";

/**
 * The tally (OMW-29, OMW-30): a claim falls only if more than half of the players who
 * judge it (those in play, claimer excluded) voted no. A tie stands. Votes of players who
 * have since left don't count.
 */
export function tally(step: Step, claim: OpenClaim): { no: number; yes: number; voters: number } {
  const voters = votersFor(step.d, claim.seat);
  let no = 0;
  let yes = 0;
  for (const [seat, accept] of claim.challenge?.votes ?? []) {
    if (!voters.includes(seat)) continue;
    if (accept) yes++;
    else no++;
  }
  return { no, yes, voters: voters.length };
}

/** Settles a challenged claim as soon as the remaining votes can no longer change the outcome. */
export function settleIfDecided(step: Step, claim: OpenClaim): void {
  if (claim.challenge === null) return;
  const { no, yes, voters } = tally(step, claim);
  const undecided = voters - no - yes;
  if (no * 2 > voters) rejectClaim(step, claim);
  else if ((no + undecided) * 2 <= voters) upholdClaim(step, claim);
}

/** At the window's close: unchallenged or not outvoted stands, outvoted falls. */
export function settleAtClose(step: Step, claim: OpenClaim): void {
  const { no, voters } = tally(step, claim);
  if (no * 2 > voters) rejectClaim(step, claim);
  else upholdClaim(step, claim);
}

export function upholdClaim(step: Step, claim: OpenClaim): void {
  const { d } = step;
  d.claims = d.claims.filter((c) => c.id !== claim.id);
  const cover = d.covers[claim.category];
  if (cover !== null && cover !== undefined && cover.claim === claim.id) {
    d.covers = withAt(d.covers, claim.category, { ...cover, claim: null });
  }
  step.events.push({ type: "claim-upheld", claim: claim.id, category: claim.category });
  onBoardsMaybeFull(step);
}

/** OMW-29: the cover is undone and the tile goes back to the bag; the claimer takes no token. */
export function rejectClaim(step: Step, claim: OpenClaim): void {
  const { d, derived, ctx } = step;
  const wasFull = d.coveredCount === derived.categories.length;
  d.claims = d.claims.filter((c) => c.id !== claim.id);
  const cover = d.covers[claim.category];
  if (cover !== null && cover !== undefined && cover.claim === claim.id) {
    d.covers = withAt(d.covers, claim.category, null);
    d.coveredCount -= 1;
    d.bag = [...d.bag, cover.tile];
    const i = d.usedTerms.indexOf(claim.termKey);
    if (i >= 0) d.usedTerms = d.usedTerms.filter((_, j) => j !== i);
    if (d.turn.tile === cover.tile) d.turn = { ...d.turn, tile: null };
  }
  step.events.push({ type: "claim-rejected", claim: claim.id, category: claim.category, seat: claim.seat });
  // OMW-32: a full board stopped the timer; with a category open again it runs on.
  if (wasFull && d.phase === "playing" && d.pausedAt === null && d.timer.status === "paused") {
    d.timer = resumeCountdown(d.timer, ctx.now);
    step.events.push({ type: "timer-resumed", at: ctx.now });
  }
}
