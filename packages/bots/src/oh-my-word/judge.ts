import type { OmwClaimView, OmwView } from "@wordhall/engine";
import { seedRng } from "@wordhall/engine";
import type { BotLevel } from "../core/bot";
import { Chance } from "../core/chance";
import type { OmwKnowledge } from "../knowledge/omw-knowledge";
import type { Planned } from "./holder";
import { OMW_LEVELS } from "./levels";
import { categoryText } from "./view-facts";

/**
 * What it does about someone else's open claim (OMW-27..30): challenge it if it believes the
 * term clearly wrong (easy seldom bothers, hard nearly always does), and vote once someone
 * has challenged, generously as the rulebook asks: yes unless it believes the term clearly
 * wrong. Its dice here are fixed by the claim, so it does not change its mind each time the
 * game moves, and its times count from the claim or the challenge, not from when it is asked.
 */
export function judgeMove(
  view: OmwView,
  claim: OmwClaimView,
  seat: number,
  level: BotLevel,
  now: number,
  knowledge: OmwKnowledge,
): Planned | null {
  // The last instant it may still judge: the window closes at closesAt (OMW-30).
  const last = claim.closesAt - 1;
  if (claim.seat === seat || now > last) return null;
  if (claim.votes.some((v) => v.seat === seat)) return null;
  const text = categoryText(view, claim.category);
  if (text === null) return null;
  const style = OMW_LEVELS[level];
  const dice = new Chance(seedRng(["claim", claim.id, claim.madeAt, claim.term, seat, level].join("\u0001")));
  const dare = dice.next();
  const reaction = dice.between(style.judgeMs);
  const wrong = knowledge.judge(text, claim.term) === "wrong";
  const when = (from: number) => Math.max(now, Math.min(from + reaction, last));
  if (claim.challengedBy === null) {
    if (!wrong || dare >= style.challenge) return null;
    return { action: { type: "challenge", claim: claim.id }, at: when(claim.madeAt) };
  }
  // When the challenge came is not shown, but it pushed the close to a vote window after it.
  const challengedAbout = Math.max(claim.madeAt, claim.closesAt - view.rules.voteWindowMs);
  return { action: { type: "vote", claim: claim.id, accept: !wrong }, at: when(challengedAbout) };
}
