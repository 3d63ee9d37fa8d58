import { bandName, ratingBand } from "@wordhall/engine/buyword-bands";
import { money } from "@wordhall/ui";

// What a finished Daily shares (docs/daily.md, "The share card"): the day, the money, the
// streak and the player's name. Nothing about the draws: no tile, no word, no hand. The share
// link and its card image carry these facts in their path, so a link preview needs no
// session and the page server asks nobody; the band is worked out from the money, as the
// server does, so a link cannot pair money with another band. Reading the facts back from a
// path (share-facts.ts) is the page server's: with Zod, it stays out of the Daily page's scripts.

export type ShareFacts = {
  readonly day: string;
  readonly money: number;
  readonly streak: number;
  readonly name: string;
};

const segments = (f: ShareFacts) => `${f.money}/${f.streak}/${encodeURIComponent(f.name)}`;

/** The page to share: its preview is the card. */
export function sharePath(f: ShareFacts): string {
  return `/daily/${f.day}/share/${segments(f)}`;
}

/** The card image (PNG), the share page's og:image. */
export function cardPath(f: ShareFacts): string {
  return `/daily/${f.day}/card/${segments(f)}`;
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
