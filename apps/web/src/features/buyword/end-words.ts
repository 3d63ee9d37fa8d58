import { listPeople, money, type Person, says } from "@wordhall/ui";
import { ordinal } from "~/features/profile/game-labels";
import type { BuywordView } from "./types";

type Result = NonNullable<BuywordView["result"]>;

/**
 * The end's headline (BW-28): "You win with $124!", "Bo wins with $124!", "Shared win: you
 * and Bo, $124 each!"; null when nobody won (every player left).
 */
export function winnerLine(result: Result, who: (seat: number) => Person): string | null {
  const winners = result.standings.filter((s) => result.winners.includes(s.seat));
  const top = winners[0];
  if (!top) return null;
  if (winners.length === 1) return `${says(who(top.seat), "wins")} with ${money(top.money)}!`;
  return `Shared win: ${listPeople(winners.map((s) => who(s.seat)))}, ${money(top.money)} each!`;
}

/** Where the viewer finished, when they played and did not win: "You finish 2nd of 3." */
export function yourPlace(result: Result, you: number | null): string | null {
  if (you === null || result.winners.includes(you)) return null;
  const mine = result.standings.find((s) => s.seat === you);
  if (!mine) return null;
  return mine.left
    ? "You left the game, so you rank below everyone who stayed."
    : `You finish ${ordinal(mine.rank)} of ${result.standings.length}.`;
}
