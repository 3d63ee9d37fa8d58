import { monthAndYear, weekdayDate } from "@wordhall/ui";

// The Daily's days as the pages handle them: a UTC date, YYYY-MM-DD, from midnight UTC to
// the next (docs/daily.md). The server's own helpers sit beside its secret (node:crypto), so
// the few the pages need are here; the server checks every day it is given again.

const DAY_MS = 86_400_000;
const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight UTC at the start of the day (epoch ms). */
export function dayStart(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`);
}

/** Whether `day` is a real calendar date written YYYY-MM-DD. */
export function isDay(day: string): boolean {
  if (!DAY_FORMAT.test(day)) return false;
  const start = dayStart(day);
  // A date past its month's end either fails to parse or lands in the next month.
  return Number.isFinite(start) && new Date(start).toISOString().slice(0, 10) === day;
}

/** The UTC day an instant falls in. */
export function dayOf(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** The day `n` days after this one (before it, for a negative n). */
export function addDays(day: string, n: number): string {
  return dayOf(dayStart(day) + n * DAY_MS);
}

/** "Thursday 3 December 2026": the day as a heading names it (UTC, like the day itself). */
export function dayTitle(day: string): string {
  return weekdayDate(dayStart(day), "utc");
}

/** "5 h 12 min", "12 min", "under a minute": how long until `at`, for the next Daily's opening. */
export function timeUntil(at: number, now: number): string {
  const minutes = Math.floor(Math.max(0, at - now) / 60_000);
  if (minutes < 1) return "under a minute";
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

export type MonthCell = { readonly day: string; readonly date: number } | null;

/**
 * A month as a calendar draws it: weeks from Monday, each a row of seven cells, with null
 * before the first and after the last day. `month` is YYYY-MM.
 */
export function monthGrid(month: string): MonthCell[][] {
  const first = `${month}-01`;
  const start = new Date(dayStart(first));
  // getUTCDay: Sunday 0 … Saturday 6; Monday first.
  const lead = (start.getUTCDay() + 6) % 7;
  const cells: MonthCell[] = Array.from({ length: lead }, () => null);
  for (let d = first; d.startsWith(month); d = addDays(d, 1))
    cells.push({ day: d, date: Number(d.slice(8)) });
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: MonthCell[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** "December 2026" for "2026-12". */
export function monthTitle(month: string): string {
  return monthAndYear(dayStart(`${month}-01`), "utc");
}

/** The month before "2026-12": "2026-11". */
export function previousMonth(month: string): string {
  return addDays(`${month}-01`, -1).slice(0, 7);
}
