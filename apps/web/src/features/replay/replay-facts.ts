import type { BuywordView, OmwView } from "@wordhall/engine";
import { count, object, possessive, says } from "@wordhall/ui";
import { dieWords } from "../buyword/die";
import { PHASE_LABEL } from "../buyword/phase-label";
import { categoryText, directionLabel, nextHolder, type SeatNames } from "../oh-my-word/table-model";

// The facts above a replay's step, in the words players read on the table (its header, its
// turn line, the round's status), never the engine's raw values ("claim", "decide").

export type ReplayFact = {
  readonly label: string;
  readonly value: string;
  /** A sentence rather than a value: it takes a whole row. */
  readonly wide?: boolean;
};

/** What is happening at an Oh My Word step, as the table's turn line and the display say it. */
export function omwNow(view: OmwView, name: SeatNames): string {
  if (view.phase === "over") return "Game over";
  if (view.paused) return "The game is paused";
  if (view.holder === null) return "Waiting for the bag";
  const holder = name.person(view.holder);
  const { stage, letter, chosen } = view.turn;
  if (stage === "claim" && letter) {
    const category = chosen === null ? "" : ` for “${categoryText(view, chosen)}”`;
    return `${says(holder, "is looking")} for a term with ${letter}${category}`;
  }
  if (stage === "pass") {
    const next = nextHolder(view);
    const to = next === null || next === view.holder ? "" : ` to ${object(name.person(next))}`;
    return `${says(holder, "passes")} the bag${to}`;
  }
  return `${says(holder, "holds")} the bag`;
}

export function omwFacts(view: OmwView, name: SeatNames): ReplayFact[] {
  const ticking = view.timer.running && !view.paused && view.phase !== "over";
  return [
    { label: "Now", value: omwNow(view, name), wide: true },
    { label: "Play goes", value: directionLabel(view.direction) },
    { label: "In the bag", value: count(view.bagCount, "tile") },
    { label: "Covered", value: `${view.coveredCount} of ${view.categoryCount}` },
    { label: "Timer", value: view.paused ? "paused" : ticking ? "ticking" : "stopped" },
    { label: "Reverse tiles aside", value: String(view.reverseTilesAside) },
  ];
}

/** What is happening at a BuyWord step: the table's name of the phase, and whose turn it is. */
export function buywordNow(view: BuywordView, name: SeatNames): string {
  const phase = view.phase;
  const label = PHASE_LABEL[phase.kind];
  switch (phase.kind) {
    case "choose":
    case "draft":
    case "decide":
      return `${label}: ${possessive(name.person(phase.turn), false)} turn`;
    case "auction":
      return phase.turn === null
        ? `${label} of ${possessive(name.person(phase.owner), false)} draw`
        : `${label}: ${possessive(name.person(phase.turn), false)} bid`;
    case "sell":
      return phase.pending
        ? `${label}: the table votes on ${possessive(name.person(phase.pending.seat), false)} sale`
        : `${label}: ${possessive(name.person(phase.turn), false)} turn`;
    default:
      return label;
  }
}

export function buywordFacts(view: BuywordView, name: SeatNames): ReplayFact[] {
  return [
    { label: "Now", value: buywordNow(view, name), wide: true },
    { label: "Round", value: view.final ? `${view.round}, the last` : String(view.round) },
    { label: "Leader", value: name(view.leader) },
    { label: "Die", value: dieWords(view.die, view.count) },
    { label: "In the bag", value: count(view.bagCount, "tile") },
    ...(view.theme ? [{ label: "Theme", value: view.theme }] : []),
  ];
}
