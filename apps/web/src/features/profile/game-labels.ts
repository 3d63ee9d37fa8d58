import { clockTime, shortDateTime } from "@wordhall/ui";
import type { GameKind } from "~/components/game-names";

export { GAME_NAME, GAME_TONE, type GameKind } from "~/components/game-names";

/** "1st", "2nd", "3rd", "4th"… for places at a table. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const ones = n % 10;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${ones === 1 ? "st" : ones === 2 ? "nd" : ones === 3 ? "rd" : "th"}`;
}

/** What a game's score counts, so a table can say whether more is better. */
export function scoreLabel(kind: GameKind): string {
  return kind === "buyword" ? "Money" : "Points (fewer is better)";
}

/** Solo BuyWord's bands by the engine's own names (BW-29), the same on every page. */
export { bandName } from "@wordhall/engine/buyword-bands";

/**
 * A moment as a page shows it: in the reader's zone once the page runs in the browser (`local`,
 * from useHydrated), in UTC before that, which is what the server's HTML says, whoever reads
 * it. Both read the same way ("6 Dec 2026, 22:03"), so the swap changes only the numbers.
 */
export function dateTimeText(at: number | string, local: boolean): string {
  return local ? shortDateTime(at, "local") : `${shortDateTime(at, "utc")} UTC`;
}

/** The time of day alone (a chat message's), by the same rule as dateTimeText. */
export function timeText(at: number | string, local: boolean): string {
  return local ? clockTime(at, "local") : `${clockTime(at, "utc")} UTC`;
}
