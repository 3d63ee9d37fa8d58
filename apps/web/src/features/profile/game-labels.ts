import { lazily } from "@wordhall/ui";
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

const dateTimeFormat = lazily(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }),
);

const utcDateTimeFormat = lazily(
  () =>
    new Intl.DateTimeFormat("en-GB", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "UTC",
    }),
);

/**
 * A moment as a page shows it: in the reader's zone and language once the page runs in the
 * browser (`local`, from useHydrated), in UTC before that, which is what the server's HTML
 * says, whoever reads it.
 */
export function dateTimeText(at: number | string, local: boolean): string {
  const date = new Date(at);
  return local ? dateTimeFormat().format(date) : `${utcDateTimeFormat().format(date)} UTC`;
}

const timeFormat = lazily(() => new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" }));
const utcTimeFormat = lazily(
  () =>
    new Intl.DateTimeFormat("en-GB", {
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "UTC",
    }),
);

/** The time of day alone (a chat message's), by the same rule as dateTimeText. */
export function timeText(at: number | string, local: boolean): string {
  const date = new Date(at);
  return local ? timeFormat().format(date) : `${utcTimeFormat().format(date)} UTC`;
}
