import type { OmwEventView, OmwView } from "@wordhall/api/client";
import { categoryText, directionLabel, inSentence, possessive, type SeatNames } from "./table-model";

/** One line of the game log, in words; null for events the log leaves out. */
export function describeEvent(e: OmwEventView, view: OmwView, name: SeatNames): string | null {
  const them = (seat: number) => inSentence(name(seat));
  switch (e.type) {
    case "game-started":
      return `${name(e.holder)} starts with the bag, going ${directionLabel(e.direction)}.`;
    case "tile-drawn":
      return e.letter === null ? `${name(e.seat)} drew a reverse tile!` : `${name(e.seat)} drew ${e.letter}.`;
    case "direction-reversed":
      return `Play now goes ${directionLabel(e.direction)}.`;
    case "bag-passed":
      return e.reason === "reverse"
        ? `The bag goes back to ${them(e.to)}.`
        : e.reason === "timer"
          ? `The bag moves on to ${them(e.to)}.`
          : `${name(e.from)} passed the bag to ${them(e.to)}.`;
    case "category-covered":
      return `${name(e.seat)} covered “${categoryText(view, e.category)}” with ${e.letter}: ${e.term}.`;
    case "claim-challenged":
      return `${name(e.by)} challenged a term; the other players vote.`;
    case "vote-cast":
      return `${name(e.seat)} voted ${e.accept ? "to accept" : "to reject"}.`;
    case "claim-upheld":
      return `The term for “${categoryText(view, e.category)}” stands.`;
    case "claim-rejected":
      return `The term for “${categoryText(view, e.category)}” was rejected; the tile goes back in the bag.`;
    case "timer-went-off":
      return `Time! ${name(e.holder)} ${name(e.holder) === "You" ? "were" : "was"} holding the bag.`;
    case "tile-returned":
      return e.letter ? `${possessive(name(e.seat))} ${e.letter} went back into the bag.` : null;
    case "token-taken":
      return e.value === undefined
        ? `${name(e.seat)} took a bad-luck token.`
        : `You took a bad-luck token worth ${e.value}.`;
    case "player-left":
      return `${name(e.seat)} left the game.`;
    case "player-eliminated":
      return `${name(e.seat)} is knocked out of the tiebreaker.`;
    case "paused":
      return "The game is paused.";
    case "resumed":
      return "The game goes on.";
    case "tokens-revealed":
      return "Everyone reveals their tokens.";
    case "tiebreaker-started":
      return `Tiebreaker between ${e.seats.map(them).join(", ")}!`;
    case "boards-cleared":
      return "The boards are cleared.";
    case "game-over":
      return "The game is over.";
    case "category-chosen":
    case "timer-started":
    case "timer-stopped":
    case "timer-resumed":
      return null;
  }
}
