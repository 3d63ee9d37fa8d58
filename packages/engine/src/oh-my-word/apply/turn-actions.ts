import { checkTerm } from "@wordhall/words";
import { nextInt } from "../../core/rng";
import { passBag } from "../bag-ops";
import { type Step, withAt, withoutAt } from "../draft";
import { onBoardsMaybeFull } from "../ending";
import { fail, type OmwRejected } from "../errors";
import { turnRefusal } from "../moves";

// The bag holder's own moves: OMW-7 (only the holder), OMW-8 (draw), OMW-9..11 (claim and
// pass), OMW-12 (reverse tile), OMW-13 (naming a category), OMW-15..17 (term checks). Who may
// make which of them now is turnRefusal's (moves.ts), which a seat's view reports too.

function validCategory(step: Step, category: unknown): category is number {
  return (
    Number.isInteger(category) &&
    (category as number) >= 0 &&
    (category as number) < step.derived.categories.length
  );
}

export function draw(step: Step): OmwRejected | null {
  const { d, derived } = step;
  const refused = turnRefusal(d, "draw", step.ctx.actor);
  if (refused) return refused;
  const [index, rng] = nextInt(d.rng, d.bag.length);
  const tile = d.bag[index] as number;
  d.rng = rng;
  d.bag = withoutAt(d.bag, index);
  const letter = derived.tileLetters[tile] ?? "";
  const seat = d.holder as number;
  step.events.push({ type: "tile-drawn", seat, letter: letter === "" ? null : letter });
  if (letter === "") {
    // A reverse tile goes next to the boards and the bag goes straight back (OMW-12).
    d.aside = [...d.aside, tile];
    d.direction = d.direction === 1 ? -1 : 1;
    step.events.push({ type: "direction-reversed", seat, direction: d.direction });
    passBag(step, "reverse");
    return null;
  }
  d.turn = { stage: "claim", tile, chosen: d.turn.chosen };
  return null;
}

export function chooseCategory(step: Step, category: number | null): OmwRejected | null {
  const { d } = step;
  const refused = turnRefusal(d, "choose-category", step.ctx.actor);
  if (refused) return refused;
  if (category !== null) {
    if (!validCategory(step, category)) return fail("unknown-category", "There is no such category.");
    if (d.covers[category] !== null) return fail("category-covered", "That category is already covered.");
  }
  d.turn = { ...d.turn, chosen: category };
  step.events.push({ type: "category-chosen", seat: d.holder as number, category });
  return null;
}

export function claim(step: Step, category: number, rawTerm: unknown): OmwRejected | null {
  const { d, derived, ctx } = step;
  const refused = turnRefusal(d, "claim", ctx.actor);
  if (refused) return refused;
  if (!validCategory(step, category)) return fail("unknown-category", "There is no such category.");
  if (d.covers[category] !== null) return fail("category-covered", "That category is already covered.");
  const tile = d.turn.tile as number;
  const letter = derived.tileLetters[tile] ?? "";
  const judging = d.config.judging;
  const checked = checkTerm(typeof rawTerm === "string" ? rawTerm : "", letter, {
    maxLength: judging.maxTermLength,
    ...(judging.refuseRepeatedTerms ? { usedKeys: d.usedTerms } : {}),
  });
  if (!checked.ok) return fail(checked.code, checked.message);
  const seat = d.holder as number;
  let claimId: number | null = null;
  let closesAt: number | null = null;
  if (judging.mode === "challenge") {
    claimId = d.nextClaimId;
    closesAt = ctx.now + judging.challengeWindowMs;
    d.nextClaimId += 1;
    d.claims = [
      ...d.claims,
      {
        id: claimId,
        seat,
        category,
        tile,
        term: checked.term,
        termKey: checked.key,
        madeAt: ctx.now,
        closesAt,
        challenge: null,
      },
    ];
  }
  d.covers = withAt(d.covers, category, { tile, seat, term: checked.term, claim: claimId });
  d.coveredCount += 1;
  d.usedTerms = [...d.usedTerms, checked.key];
  d.turn = { stage: "pass", tile, chosen: category };
  step.events.push({
    type: "category-covered",
    seat,
    category,
    letter,
    term: checked.term,
    claim: claimId,
    closesAt,
  });
  onBoardsMaybeFull(step);
  return null;
}

export function pass(step: Step): OmwRejected | null {
  const refused = turnRefusal(step.d, "pass", step.ctx.actor);
  if (refused) return refused;
  passBag(step, "pass");
  return null;
}
