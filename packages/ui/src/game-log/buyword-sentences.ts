import type { BuywordEventView } from "@wordhall/engine";
import { count, money, object, type Person, says, subject, their, verb } from "../wording";
import { swapDeclined, swapDone, swapOfferMade, swapWithdrawn, tileList } from "./buyword-trades";

// The BuyWord log in words, for the table's "At the table" and the admin's game page alike.

const words = (sale: { readonly words: readonly { readonly word: string }[] }) =>
  sale.words.map((w) => w.word).join(", ");

/**
 * One event in words; null for the events the log leaves out. The switch names every event
 * type (no default), so a new event cannot be silent in the log without someone saying why.
 */
export function describeBuywordEvent(e: BuywordEventView, who: (seat: number) => Person): string | null {
  switch (e.type) {
    case "roundStarted":
      return `Round ${e.round}: ${says(who(e.leader), "leads")} and ${verb(who(e.leader), "rolls")} ${e.die === "choice" ? "“choice”" : e.die}.`;
    case "countChosen":
      return `${subject(who(e.seat))} chose ${count(e.count, "tile")} each.`;
    case "finalRound":
      return "The bag can't fill every draw: last round, no buying.";
    case "bought":
      return `${subject(who(e.seat))} bought ${count(e.count, "tile")} for ${money(e.price)}.`;
    case "drawDiscarded":
      return `${subject(who(e.seat))} discarded ${their(who(e.seat))} draw.`;
    case "drew":
      // Silent: a draw is told by what its drawer does with it (bought, discarded, put up for
      // auction), and while draws are private the line could only say how many.
      return null;
    case "draftPool":
      // BW-19: the pool is dealt face up, so its tiles are named.
      return `The draft pool: ${tileList(e.tiles)}.`;
    case "drawsRevealed":
      return "Every draw is turned face up: trading is open.";
    case "tradingDone":
      return `${says(who(e.seat), "is done trading")}.`;
    case "tradingEnded":
      return "Trading is over.";
    case "drafted":
      // BW-19, BW-20: the pool is face up, so every pick is named; a forced one was nobody's choice.
      return e.forced
        ? `${tileList([e.tile])} went to ${object(who(e.seat))}, the only pick left.`
        : `${subject(who(e.seat))} took ${tileList([e.tile])}.`;
    // BW-15: an auctioned draw is shown to everyone, so its lines name the tiles.
    case "auctionStarted":
      return `${subject(who(e.owner))} put ${tileList(e.tiles)} up for auction.`;
    case "bid":
      return `${subject(who(e.seat))} bid ${money(e.amount)}.`;
    case "passed":
      return `${subject(who(e.seat))} passed.`;
    case "auctionWon":
      return `${subject(who(e.seat))} won the auction for ${tileList(e.tiles)} at ${money(e.amount)}.`;
    case "auctionUnsold":
      return `Nobody bid: ${tileList(e.tiles)} ${e.tiles.length === 1 ? "is" : "are"} discarded.`;
    case "tradeOffered":
      return swapOfferMade({ ...e, from: who(e.from), to: who(e.to) });
    case "tradeDeclined":
      return swapDeclined({ from: who(e.from), to: who(e.to) });
    case "tradeWithdrawn":
      return swapWithdrawn({ from: who(e.from), to: who(e.to) });
    case "traded":
      return swapDone({ ...e, from: who(e.from), to: who(e.to) });
    case "saleProposed":
      return `${says(who(e.seat), "proposes")} ${words(e.sale)}: does it fit “${e.theme}”?`;
    case "saleRejected":
      return `${words(e.sale)} doesn't fit the theme (${e.no} to ${e.yes}).`;
    case "voted":
      // Who voted, never how: the count is told when the vote ends.
      return `${subject(who(e.seat))} voted.`;
    case "sold":
      return `${subject(who(e.seat))} sold ${words(e.sale)} for ${money(e.sale.total)}.`;
    case "turnEnded":
      return e.skipped
        ? `${says(who(e.seat), "has no letters to sell")}.`
        : e.discarded.length > 0
          ? `${subject(who(e.seat))} ended ${their(who(e.seat))} turn, discarding ${e.discarded.length}.`
          : `${subject(who(e.seat))} ended ${their(who(e.seat))} turn.`;
    case "timedOut":
      return e.seat === null ? "Time ran out." : `Time ran out for ${object(who(e.seat))}.`;
    case "playerLeft":
      return `${subject(who(e.seat))} left the game.`;
    case "seatAway":
      return `${says(who(e.seat), "is away")}.`;
    case "seatBack":
      return e.standIn
        ? `${says(who(e.seat), "is back and takes over from the bot")}.`
        : `${says(who(e.seat), "is back")}.`;
    case "standInStarted":
      return `A bot plays for ${object(who(e.seat))} until ${who(e.seat).you ? "you are" : "they are"} back.`;
    case "awayDefault":
      return `${says(who(e.seat), "is away")}: ${who(e.seat).you ? "your" : "their"} default was played.`;
    case "endedForAbsence":
      return `The game was ended while ${object(who(e.seat))} ${who(e.seat).you ? "were" : "was"} away; ${who(e.seat).you ? "you rank" : "they rank"} last.`;
    case "gameOver":
      return "The game is over.";
  }
}
