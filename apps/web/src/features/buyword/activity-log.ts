import { type BuywordEventView, money } from "./types";

/** One line per event worth telling the table about; null for the rest. */
export function describeEvent(e: BuywordEventView, name: (seat: number) => string): string | null {
  switch (e.type) {
    case "roundStarted":
      return `Round ${e.round}: ${name(e.leader)} leads and rolls ${e.die === "choice" ? "“choice”" : e.die}.`;
    case "countChosen":
      return `${name(e.seat)} chose ${e.count} tiles each.`;
    case "finalRound":
      return `The bag can't fill every draw: last round, no buying.`;
    case "bought":
      return `${name(e.seat)} bought ${e.count} tiles for ${money(e.price)}.`;
    case "drawDiscarded":
      return `${name(e.seat)} discarded their draw.`;
    case "auctionStarted":
      return `${name(e.owner)} put their draw up for auction.`;
    case "bid":
      return `${name(e.seat)} bid ${money(e.amount)}.`;
    case "auctionWon":
      return `${name(e.seat)} won the auction for ${money(e.amount)}.`;
    case "auctionUnsold":
      return `Nobody bid: the draw is discarded.`;
    case "traded":
      return `${name(e.from)} and ${name(e.to)} swapped draws.`;
    case "saleProposed":
      return `${name(e.seat)} proposes ${e.sale.words.map((w) => w.word).join(", ")}: does it fit “${e.theme}”?`;
    case "saleRejected":
      return `${e.sale.words.map((w) => w.word).join(", ")} doesn't fit the theme (${e.no} to ${e.yes}).`;
    case "sold":
      return `${name(e.seat)} sold ${e.sale.words.map((w) => w.word).join(", ")} for ${money(e.sale.total)}.`;
    case "turnEnded":
      return e.skipped
        ? `${name(e.seat)} has no letters to sell.`
        : e.discarded.length > 0
          ? `${name(e.seat)} ended their turn, discarding ${e.discarded.length}.`
          : `${name(e.seat)} ended their turn.`;
    case "timedOut":
      return e.seat === null ? "Time ran out." : `Time ran out for ${name(e.seat)}.`;
    case "playerLeft":
      return `${name(e.seat)} left the game.`;
    case "gameOver":
      return "The game is over.";
    default:
      return null;
  }
}
