import type { LiveSeat, OmwClaimView, OmwView } from "@wordhall/client";
import { type Person, person } from "@wordhall/ui";

// What the table shows, derived from the seat's view: who may do what right now. Pure, so
// the rules the buttons follow are tested without a browser; the server still decides.

/**
 * A seat's name for display ("You" for the viewer) and, for sentences, the person it is
 * (so "You are…", "passed the bag to you"; see @wordhall/ui's wording helpers).
 */
export type SeatNames = ((seat: number) => string) & { readonly person: (seat: number) => Person };

export function seatNamer(seats: readonly LiveSeat[], you: number | null): SeatNames {
  const nameOf = (seat: number) => seats.find((s) => s.seat === seat)?.name ?? `Seat ${seat + 1}`;
  const name = (seat: number) => (seat === you ? "You" : nameOf(seat));
  return Object.assign(name, { person: (seat: number) => person(nameOf(seat), seat === you) });
}

/** The seat the bag goes to next in the current direction, skipping players out of play. */
export function nextHolder(view: OmwView): number | null {
  if (view.holder === null) return null;
  const n = view.seats.length;
  for (let k = 1; k <= n; k++) {
    const seat = (((view.holder + view.direction * k) % n) + n) % n;
    if (view.seats[seat]?.inPlay) return seat;
  }
  return null;
}

/** Whether the viewer may leave the game for good now (OMW-43): the engine's word, in their view. */
export function canLeave(view: OmwView): boolean {
  return view.moves?.leave.ok === true;
}

/** What leaving does to the viewer's game at this moment (OMW-43 to OMW-46), in a few words. */
export function leaveConsequence(view: OmwView): string {
  const you = view.you;
  const parts = [
    "You keep your tokens, but you are skipped from now on, no longer judge claims, and rank below everyone who stays.",
  ];
  if (you !== null && view.holder === you && view.turn.stage === "claim") {
    parts.push("The tile in your hand goes back to the bag.");
  }
  const staying = view.seats.filter((s) => s.inPlay && s.seat !== you).length;
  if (staying < 2) parts.push("Fewer than two players would be left, so the game ends now.");
  return parts.join(" ");
}

export type MyTurn = "draw" | "claim" | "pass" | "wait" | null;

/**
 * What the viewer may do with the bag now, if they hold it: the move the engine takes now,
 * as their view reports it (`moves`, judged by the checks apply refuses with). "wait" is
 * holding the bag with no move to make, as when every category is covered and claims are
 * open (OMW-32): the table offers nothing and says why (`waitReason`).
 */
export function myTurn(view: OmwView): MyTurn {
  const moves = view.moves;
  if (moves === null || view.holder !== view.you || view.phase === "over" || view.paused) return null;
  if (moves.draw.ok) return "draw";
  if (moves.claim.ok) return "claim";
  if (moves.pass.ok) return "pass";
  return "wait";
}

/** Why the holder can't move now, in the engine's own sentence; null when they can. */
export function waitReason(view: OmwView): string | null {
  if (myTurn(view) !== "wait") return null;
  const draw = view.moves?.draw;
  return draw && !draw.ok ? draw.message : null;
}

/**
 * What a refusal shown to the viewer is about: the phase, who holds the bag and at which
 * stage. When it changes (the bag moved on, the game ended) an old refusal no longer applies
 * and the table drops it; votes and challenges on other claims leave it.
 */
export function situationKey(view: OmwView): string {
  return `${view.phase}:${view.holder ?? "-"}:${view.turn.stage}:${view.turn.letter ?? "-"}`;
}

/** Open categories the holder may cover, board by board. */
export function openCategories(view: OmwView) {
  return view.boards.flatMap((b) =>
    b.categories.filter((c) => c.cover === null).map((c) => ({ ...c, board: b.title })),
  );
}

export type ClaimAction = "challenge" | "vote" | "voted" | "wait" | null;

/**
 * What the viewer may do about one open claim: challenge it (not their own, not yet
 * challenged), vote on it (challenged, they judge and have not voted; the challenger's
 * challenge is their "no"), or nothing.
 */
export function claimAction(view: OmwView, claim: OmwClaimView): ClaimAction {
  const you = view.you;
  if (you === null || view.phase === "over" || view.rules.judging !== "challenge") return null;
  if (claim.seat === you) return "wait";
  if (!view.seats[you]?.inPlay) return null;
  if (claim.challengedBy === null) return "challenge";
  if (claim.challengedBy === you || claim.votes.some((v) => v.seat === you)) return "voted";
  return "vote";
}

/** The text of a category by id, for the log and the claims list. */
export function categoryText(view: OmwView, id: number): string {
  for (const b of view.boards) for (const c of b.categories) if (c.id === id) return c.text;
  return `category ${id + 1}`;
}

export function directionLabel(direction: 1 | -1): string {
  return direction === 1 ? "clockwise" : "counter-clockwise";
}

/** The seats in play in the order the bag will travel, starting with the holder. */
export function playOrder(view: OmwView): number[] {
  const n = view.seats.length;
  const start = view.holder ?? 0;
  const order: number[] = [];
  for (let k = 0; k < n; k++) {
    const seat = (((start + view.direction * k) % n) + n) % n;
    if (view.seats[seat]?.inPlay) order.push(seat);
  }
  return order;
}
