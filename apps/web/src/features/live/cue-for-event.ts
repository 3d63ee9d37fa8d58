import type { BuywordEventView, OmwEventView } from "@wordhall/client";
import type { Cue } from "./sound-cues";

// Which events make a sound, as pure tables so they are tested without audio. One cue per
// step at most: the first event that has one (a step's events happen at the same instant).

export function omwCue(events: readonly OmwEventView[]): Cue | null {
  for (const e of events) {
    if (e.type === "tile-drawn") return e.letter === null ? "reverse" : "draw";
    if (e.type === "category-covered") return "cover";
    if (e.type === "bag-passed") return "pass";
    if (e.type === "game-over") return "end";
  }
  return null;
}

export function buywordCue(events: readonly BuywordEventView[], you: number | null): Cue | null {
  for (const e of events) {
    if (e.type === "gameOver") return you !== null && e.result.winners.includes(you) ? "win" : "end";
    if (e.type === "sold") return "sell";
    if (e.type === "bought" || e.type === "auctionWon") return "buy";
    if (e.type === "bid" || e.type === "traded") return "coin";
    if (e.type === "drew" || e.type === "drafted") return "draw";
  }
  return null;
}
