import { pauseCountdown, startHiddenCountdown } from "@wordhall/timer";
import { termKey } from "@wordhall/words";
import { nextIntBetween } from "../core/rng";
import { type Step, withAt, withoutAt } from "./draft";
import type { PassReason } from "./events";
import { nextInPlay } from "./rotation";
import type { Turn } from "./state";

export const FRESH_TURN: Turn = { stage: "draw", tile: null, chosen: null };

/** Hands the bag to the next seat in play in the current direction (OMW-11, OMW-14). */
export function passBag(step: Step, reason: PassReason): void {
  const { d } = step;
  const from = d.holder;
  if (from === null) return;
  const to = nextInPlay(d, from, d.direction) ?? from;
  d.holder = to;
  d.turn = FRESH_TURN;
  step.events.push({ type: "bag-passed", from, to, reason });
}

/** A new hidden length from the game's PRNG (OMW-18, OMW-22); born paused in a paused room. */
export function restartTimer(step: Step): void {
  const { d, ctx } = step;
  const [countdown, rng] = startHiddenCountdown(ctx.now, d.config.timer, d.rng, nextIntBetween);
  d.rng = rng;
  d.timer = d.pausedAt === null ? countdown : pauseCountdown(countdown, ctx.now);
  step.events.push({ type: "timer-started", at: ctx.now });
}

function dropUsedTerm(used: readonly string[], key: string): readonly string[] {
  const i = used.indexOf(key);
  return i < 0 ? used : withoutAt(used, i);
}

/** Takes a tile off a category and puts it back in the bag, withdrawing any open claim on it. */
export function uncover(step: Step, category: number): void {
  const { d } = step;
  const cover = d.covers[category];
  if (cover === null || cover === undefined) return;
  d.covers = withAt(d.covers, category, null);
  d.coveredCount -= 1;
  d.bag = [...d.bag, cover.tile];
  d.usedTerms = dropUsedTerm(d.usedTerms, termKey(cover.term));
  if (cover.claim !== null) d.claims = d.claims.filter((c) => c.id !== cover.claim);
  if (d.turn.tile === cover.tile) d.turn = { ...d.turn, tile: null };
}

/**
 * The holder's drawn tile goes back to the bag (OMW-20): from their hand, or off the
 * category it already covers.
 */
export function returnDrawnTile(step: Step): void {
  const { d, derived } = step;
  const { turn, holder } = d;
  if (turn.tile === null || holder === null) return;
  const letter = derived.tileLetters[turn.tile] || null;
  if (turn.stage === "claim") {
    d.bag = [...d.bag, turn.tile];
    d.turn = { ...turn, tile: null };
    step.events.push({ type: "tile-returned", seat: holder, letter, category: null });
  } else if (turn.stage === "pass" && turn.chosen !== null) {
    const category = turn.chosen;
    uncover(step, category);
    step.events.push({ type: "tile-returned", seat: holder, letter, category });
  }
}

/** Every letter and reverse tile back in the bag, the boards empty (OMW-39, OMW-42). */
export function clearBoards(step: Step): void {
  const { d } = step;
  const bag = d.bag.slice();
  for (const cover of d.covers) if (cover !== null) bag.push(cover.tile);
  for (const tile of d.aside) bag.push(tile);
  if (d.turn.stage === "claim" && d.turn.tile !== null) bag.push(d.turn.tile);
  d.bag = bag;
  d.covers = d.covers.map(() => null);
  d.coveredCount = 0;
  d.aside = [];
  d.claims = [];
  d.usedTerms = [];
  d.turn = { stage: d.turn.stage === "claim" ? "draw" : d.turn.stage, tile: null, chosen: null };
  step.events.push({ type: "boards-cleared" });
}
