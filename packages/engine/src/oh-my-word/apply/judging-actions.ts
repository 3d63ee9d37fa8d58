import type { Step } from "../draft";
import { fail, type OmwRejected } from "../errors";
import { settleAtClose, settleIfDecided } from "../judging";
import { inPlay } from "../rotation";
import type { OpenClaim } from "../state";

// OMW-27..31: challenges, votes and the close of a claim's window.

function findClaim(step: Step, id: number): OpenClaim | undefined {
  return step.d.claims.find((c) => c.id === id);
}

function requireJudge(step: Step, id: number): OpenClaim | OmwRejected {
  if (step.d.config.judging.mode === "trust") return fail("challenges-off", "This room trusts every claim.");
  const claim = findClaim(step, id);
  if (claim === undefined) return fail("no-such-claim", "That claim is settled or never existed.");
  const actor = step.ctx.actor as number;
  if (actor === claim.seat) return fail("own-claim", "You can't judge your own claim.");
  if (!inPlay(step.d, actor)) return fail("not-in-play", "Only players still in the game judge claims.");
  if (step.ctx.now >= claim.closesAt)
    return fail("challenge-window-closed", "It's too late to judge that claim.");
  return claim;
}

export function challenge(step: Step, id: number): OmwRejected | null {
  const claim = requireJudge(step, id);
  if ("ok" in claim) return claim;
  if (claim.challenge !== null)
    return fail("already-challenged", "That claim is already challenged; cast a vote.");
  const { d, ctx } = step;
  const by = ctx.actor as number;
  const closesAt = Math.max(claim.closesAt, ctx.now + d.config.judging.voteWindowMs);
  const updated: OpenClaim = { ...claim, closesAt, challenge: { by, votes: [[by, false]] } };
  d.claims = d.claims.map((c) => (c.id === id ? updated : c));
  step.events.push({ type: "claim-challenged", claim: id, by, closesAt });
  step.events.push({ type: "vote-cast", claim: id, seat: by, accept: false });
  settleIfDecided(step, updated);
  return null;
}

export function vote(step: Step, id: number, accept: boolean): OmwRejected | null {
  const claim = requireJudge(step, id);
  if ("ok" in claim) return claim;
  if (claim.challenge === null) return fail("not-challenged", "Nobody has challenged that claim.");
  const seat = step.ctx.actor as number;
  if (claim.challenge.votes.some(([s]) => s === seat))
    return fail("already-voted", "You already voted on that claim.");
  const updated: OpenClaim = {
    ...claim,
    challenge: { by: claim.challenge.by, votes: [...claim.challenge.votes, [seat, accept === true]] },
  };
  step.d.claims = step.d.claims.map((c) => (c.id === id ? updated : c));
  step.events.push({ type: "vote-cast", claim: id, seat, accept: accept === true });
  settleIfDecided(step, updated);
  return null;
}

export function closeChallenge(step: Step, id: number): OmwRejected | null {
  const claim = findClaim(step, id);
  if (claim === undefined) return fail("no-such-claim", "That claim is settled or never existed.");
  if (step.ctx.now < claim.closesAt) return fail("window-still-open", "That claim can still be judged.");
  settleAtClose(step, claim);
  return null;
}
