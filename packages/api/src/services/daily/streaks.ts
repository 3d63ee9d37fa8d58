import { addDays } from "./daily-day";

/**
 * Streaks of days played (docs/daily.md): each played day's streak is the number of
 * consecutive days played up to and including it. The current streak is today's, or, while
 * today is still open and not yet played, yesterday's: a streak is not lost before the day is.
 */
export function streaks(
  playedDays: readonly string[],
  today: string,
): { byDay: ReadonlyMap<string, number>; current: number; longest: number } {
  const played = new Set(playedDays);
  const byDay = new Map<string, number>();
  let longest = 0;
  for (const day of [...played].sort()) {
    const streak = (byDay.get(addDays(day, -1)) ?? 0) + 1;
    byDay.set(day, streak);
    longest = Math.max(longest, streak);
  }
  const current = byDay.get(today) ?? byDay.get(addDays(today, -1)) ?? 0;
  return { byDay, current, longest };
}
