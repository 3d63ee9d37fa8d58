import { bandName, ratingBand } from "@wordhall/engine/buyword-bands";
import { money } from "@wordhall/ui";
import { DISPLAY_NAME_MAX } from "@wordhall/validators";
import { z } from "zod";
import { isDay } from "./daily-days";

// What a finished Daily shares (docs/daily.md, "The share card"): the day, the money, the
// streak and the player's name. Nothing about the draws: no tile, no word, no hand. The share
// link and its card image carry these facts in their path, so a link preview needs no
// session and the page server asks nobody; the band is worked out from the money, as the
// server does, so a link cannot pair money with another band.

export type ShareFacts = {
  readonly day: string;
  readonly money: number;
  readonly streak: number;
  readonly name: string;
};

const factsSchema = z.object({
  day: z.string().refine(isDay, "There is no such day."),
  money: z.coerce.number().int().min(0).max(1_000_000),
  streak: z.coerce.number().int().min(0).max(100_000),
  name: z.string().trim().min(1).max(DISPLAY_NAME_MAX),
});

const segments = (f: ShareFacts) => `${f.money}/${f.streak}/${encodeURIComponent(f.name)}`;

/** The page to share: its preview is the card. */
export function sharePath(f: ShareFacts): string {
  return `/daily/${f.day}/share/${segments(f)}`;
}

/** The card image (PNG), the share page's og:image. */
export function cardPath(f: ShareFacts): string {
  return `/daily/${f.day}/card/${segments(f)}`;
}

/**
 * The facts from a share or card path's parts (`day`, then the catch-all `[money, streak,
 * name]`), already percent-decoded. Null when they are not a card's.
 *
 * Next 16 is not consistent here: a route handler (the card) gets its catch-all segments
 * decoded, a page (the share page) gets them as the URL had them, so the page decodes first
 * (`decodedParts`). Decoding twice would break a name with a "%" in it; the browser test
 * sends one to both.
 */
export function parseShareFacts(day: string, parts: readonly string[]): ShareFacts | null {
  if (parts.length !== 3) return null;
  const [m, s, name] = parts as [string, string, string];
  // Digits only: z.coerce would also take "1e3" or " 12".
  if (!/^\d+$/.test(m) || !/^\d+$/.test(s)) return null;
  const parsed = factsSchema.safeParse({ day, money: m, streak: s, name });
  return parsed.success ? parsed.data : null;
}

/** A page's catch-all segments, percent-decoded; null when one is not valid percent-encoding. */
export function decodedParts(parts: readonly string[]): string[] | null {
  try {
    return parts.map((p) => decodeURIComponent(p));
  } catch {
    return null;
  }
}

/** The band's name for the money, as the table and the board name it. */
export function shareBand(f: Pick<ShareFacts, "money">): string {
  return bandName(ratingBand(f.money));
}

/** "streak 4" (a streak of one day is still a streak: the first day of one). */
function streakText(streak: number): string {
  return `streak ${streak}`;
}

/** The text the Copy button copies: one line of result, then the link. */
export function shareText(f: ShareFacts, origin: string): string {
  return `Wordhall BuyWord Daily ${f.day}: ${money(f.money)} (${shareBand(f)}) · ${streakText(f.streak)}\n${origin}${sharePath(f)}`;
}

/** What the card shows, in words: its alt text and the share page's description. */
export function cardAlt(f: ShareFacts): string {
  return `${f.name}'s BuyWord Daily of ${f.day}: ${money(f.money)}, ${shareBand(f)}, ${streakText(f.streak)}`;
}
