import type { OmwAction, OmwView } from "@wordhall/engine";
import type { BotLevel } from "../core/bot";
import { type Chance, stable } from "../core/chance";
import { BOT_MAX_TERM_LENGTH, type KnownTerm, type OmwKnowledge } from "../knowledge/omw-knowledge";
import { OMW_LEVELS, TIEBREAKER_HASTE } from "./levels";
import { categoriesOf, termsOnTheBoards, turnIdentity } from "./view-facts";

export type Planned = { readonly action: OmwAction; readonly at: number };

type Candidate = { readonly category: number; readonly terms: readonly KnownTerm[] };

/**
 * The open categories it has a term for with this letter this turn, and those terms: the
 * ones it knows, minus what does not come to mind (a stable roll per turn, seat and term),
 * minus pack terms it is not sure enough of and terms already on the boards.
 */
export function candidatesFor(
  view: OmwView,
  seat: number,
  level: BotLevel,
  letter: string,
  knowledge: OmwKnowledge,
): Candidate[] {
  const style = OMW_LEVELS[level];
  const used = termsOnTheBoards(view);
  const turn = turnIdentity(view);
  const out: Candidate[] = [];
  for (const category of categoriesOf(view)) {
    if (category.cover !== null) continue;
    const terms = knowledge
      .termsFor(category.text, letter)
      .filter(
        (t) =>
          t.sureness >= style.minSureness &&
          [...t.term].length <= BOT_MAX_TERM_LENGTH &&
          !used.has(t.key) &&
          stable(turn, seat, level, category.id, t.term) < style.recall,
      );
    if (terms.length > 0) out.push({ category: category.id, terms });
  }
  return out;
}

/** The bag holder's next move: draw, think of a term and cover, hand the bag on. */
export function holderMove(
  view: OmwView,
  seat: number,
  level: BotLevel,
  now: number,
  chance: Chance,
  knowledge: OmwKnowledge,
): Planned | null {
  const style = OMW_LEVELS[level];
  const haste = view.phase === "tiebreaker" ? TIEBREAKER_HASTE : 1;
  const soon = (range: readonly [number, number]) => now + Math.round(chance.between(range) * haste);
  switch (view.turn.stage) {
    case "draw":
      // The view says whether the engine takes a draw now (full boards wait for their open
      // claims to be settled, OMW-32): the bot restates no rule of its own.
      if (view.moves?.draw.ok !== true) return null;
      return { action: { type: "draw" }, at: soon(style.drawMs) };
    case "pass":
      return { action: { type: "pass" }, at: soon(style.passMs) };
    case "claim": {
      const letter = view.turn.letter;
      if (letter === null) return null;
      const candidates = candidatesFor(view, seat, level, letter, knowledge);
      // Nothing comes to mind: like a person, it keeps the bag and hopes the timer holds.
      if (candidates.length === 0) return null;
      const best = Math.max(...candidates.map((c) => c.terms[0]?.sureness ?? 0));
      const sure = candidates.filter((c) => (c.terms[0]?.sureness ?? 0) >= best - 0.15);
      const pick = chance.weighted(sure, (c) => c.terms.length);
      const term = pick === undefined ? undefined : chance.weighted(pick.terms, (t) => t.sureness);
      if (pick === undefined || term === undefined) return null;
      // More options, quicker: the total of terms counts, but a category's third idea adds little.
      const options = candidates.reduce((n, c) => n + Math.min(c.terms.length, 3) / 3, 0) + candidates.length;
      const thinking =
        chance.between(style.reactionMs) + chance.exponential(style.spreadMs / Math.sqrt(options));
      return {
        action: { type: "claim", category: pick.category, term: term.term },
        at: now + Math.round(thinking * haste),
      };
    }
  }
}
