import { createHmac } from "node:crypto";
import { z } from "zod";

// The BuyWord Daily's days (docs/daily.md): a day is a UTC date, written YYYY-MM-DD, and it
// closes at the next midnight UTC. Everything here is arithmetic on that, so every instance
// agrees on which day it is and what its seed is without asking any other.

const DAY_MS = 86_400_000;

/** A day as the procedures take it: a real calendar date, YYYY-MM-DD. */
export const daySchema = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Write the day as YYYY-MM-DD.")
  .refine((day) => {
    // A date past its month's end either fails to parse or lands in the next month.
    const start = dayStart(day);
    return Number.isFinite(start) && dayText(start) === day;
  }, "There is no such day.");

/** The UTC day an instant falls in. */
export function dayOf(now: number): string {
  return dayText(now);
}

function dayText(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** Midnight UTC at the start of the day (epoch ms). */
export function dayStart(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`);
}

/** When the day closes: the next midnight UTC (epoch ms). */
export function dayEnd(day: string): number {
  return dayStart(day) + DAY_MS;
}

/** Whether the day has closed at `now`: its board, par and records are public from then. */
export function dayClosed(day: string, now: number): boolean {
  return now >= dayEnd(day);
}

/** The day `n` days after this one (before it, for a negative n). */
export function addDays(day: string, n: number): string {
  return dayText(dayStart(day) + n * DAY_MS);
}

/** The day as the database's DATE column holds it (Prisma reads and writes it as midnight UTC). */
export function dayDate(day: string): Date {
  return new Date(dayStart(day));
}

export function dayFromDate(date: Date): string {
  return dayText(date.getTime());
}

/**
 * The day's seed: an HMAC of the day under the server's secret. Every instance derives the
 * same one, nobody without the secret can, and one day's seed says nothing about another's.
 */
export function dailySeed(secret: string, day: string): string {
  return createHmac("sha256", secret).update(`buyword-daily/${day}`).digest("hex").slice(0, 32);
}

/**
 * The Daily's game: solo BuyWord with the base game's settings (no variants, no time limits,
 * the broad lexicon), the same for everyone. The platform's word list is copied in at set-up
 * as for every game; it decides which words sell, never which tiles are drawn.
 */
export const DAILY_CONFIG = { players: 1 } as const;
