import type { OmwEventView } from "@wordhall/engine";
import { listPeople, object, type Person, possessive, says, subject } from "../wording";

// The Oh My Word log in words, for the table's "What happened" and the admin's game page
// alike, so a moderator reads what the players read.

export type OmwSentenceContext = {
  /** The person a seat is: the viewer speaks as "you". */
  readonly person: (seat: number) => Person;
  /** A category's text by id. */
  readonly category: (id: number) => string;
};

const direction = (d: 1 | -1) => (d === 1 ? "clockwise" : "counter-clockwise");

/** One event in words; null for events the log leaves out. */
export function describeOmwEvent(e: OmwEventView, ctx: OmwSentenceContext): string | null {
  const who = ctx.person;
  switch (e.type) {
    case "game-started":
      return `${says(who(e.holder), "starts with the bag")}, going ${direction(e.direction)}.`;
    case "tile-drawn":
      return e.letter === null
        ? `${subject(who(e.seat))} drew a reverse tile!`
        : `${subject(who(e.seat))} drew ${e.letter}.`;
    case "direction-reversed":
      return `Play now goes ${direction(e.direction)}.`;
    case "bag-passed":
      return e.reason === "reverse"
        ? `The bag goes back to ${object(who(e.to))}.`
        : e.reason === "timer"
          ? `The bag moves on to ${object(who(e.to))}.`
          : `${subject(who(e.from))} passed the bag to ${object(who(e.to))}.`;
    case "category-covered":
      return `${subject(who(e.seat))} covered “${ctx.category(e.category)}” with ${e.letter}: ${e.term}.`;
    case "claim-challenged":
      return `${subject(who(e.by))} challenged a term; the other players vote.`;
    case "vote-cast":
      return `${subject(who(e.seat))} voted ${e.accept ? "to accept" : "to reject"}.`;
    case "claim-upheld":
      return `The term for “${ctx.category(e.category)}” stands.`;
    case "claim-rejected":
      return `The term for “${ctx.category(e.category)}” was rejected; the tile goes back in the bag.`;
    case "timer-went-off":
      return `Time! ${says(who(e.holder), "was holding the bag")}.`;
    case "tile-returned":
      return e.letter ? `${possessive(who(e.seat))} ${e.letter} went back into the bag.` : null;
    case "token-taken":
      return e.value === undefined
        ? `${subject(who(e.seat))} took a bad-luck token.`
        : `${subject(who(e.seat))} took a bad-luck token worth ${e.value}.`;
    case "player-left":
      return `${subject(who(e.seat))} left the game.`;
    case "player-eliminated":
      return `${says(who(e.seat), "is knocked out of the tiebreaker")}.`;
    case "seat-away":
      return `${says(who(e.seat), "is away")}.`;
    case "seat-back":
      return e.standIn
        ? `${says(who(e.seat), "is back and takes over from the bot")}.`
        : `${says(who(e.seat), "is back")}.`;
    case "stand-in-started":
      return `A bot plays for ${object(who(e.seat))} until ${who(e.seat).you ? "you are" : "they are"} back.`;
    case "ended-for-absence":
      return `The game was ended while ${object(who(e.seat))} ${who(e.seat).you ? "were" : "was"} away; ${who(e.seat).you ? "you rank" : "they rank"} last.`;
    case "paused":
      return "The game is paused.";
    case "resumed":
      return "The game goes on.";
    case "tokens-revealed":
      return "Everyone reveals their tokens.";
    case "tiebreaker-started":
      return `Tiebreaker between ${listPeople(e.seats.map(who))}!`;
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
