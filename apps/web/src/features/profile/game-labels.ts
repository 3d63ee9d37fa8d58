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

export const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
