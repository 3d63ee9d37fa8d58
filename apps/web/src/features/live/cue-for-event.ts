import type { BuywordEventView, OmwEventView } from "@wordhall/client";
import type { Cue } from "./sound-cues";

// Which events make a sound, as pure tables so they are tested without audio. One cue per
// step at most (a step's events happen at the same instant). A step that ends the game
// sounds the end: that event comes last, after what ended the game (the timer going off, a
// sale), whose cue would otherwise stand for it. Else the first event that has a cue: the
// engine records the cause first, so "time" wins over the token, pass or default move it forces.

/** `you` is the viewer's seat (null for a spectator); `winners` the result's, once there is one. */
export function omwCue(
  events: readonly OmwEventView[],
  you: number | null,
  winners: readonly number[],
): Cue | null {
  if (events.some((e) => e.type === "game-over"))
    return you !== null && winners.includes(you) ? "win" : "end";
  for (const e of events) {
    if (e.type === "timer-went-off") return "time";
    if (e.type === "tile-drawn") return e.letter === null ? "reverse" : "draw";
    if (e.type === "category-covered") return "cover";
    if (e.type === "bag-passed") return "pass";
  }
  return null;
}

export function buywordCue(events: readonly BuywordEventView[], you: number | null): Cue | null {
  for (const e of events)
    if (e.type === "gameOver") return you !== null && e.result.winners.includes(you) ? "win" : "end";
  for (const e of events) {
    if (e.type === "timedOut") return "time";
    if (e.type === "sold") return "sell";
    if (e.type === "bought" || e.type === "auctionWon") return "buy";
    if (e.type === "bid" || e.type === "traded") return "coin";
    if (e.type === "drew" || e.type === "drafted") return "draw";
  }
  return null;
}
