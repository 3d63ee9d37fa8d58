import { DISPLAY_NAME_MAX } from "@wordhall/validators";
import { z } from "zod";
import { isDay } from "./daily-days";
import type { ShareFacts } from "./share-card";

// A share link's and its card's facts, read back from their path by the page server (the
// share page, the card's image). Apart from share-card.ts, which the Daily page uses to make
// the link, so the page's scripts don't carry Zod for it.

const factsSchema = z.object({
  day: z.string().refine(isDay, "There is no such day."),
  money: z.coerce.number().int().min(0).max(1_000_000),
  streak: z.coerce.number().int().min(0).max(100_000),
  name: z.string().trim().min(1).max(DISPLAY_NAME_MAX),
});

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
