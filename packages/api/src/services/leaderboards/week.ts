const DAY_MS = 86_400_000;

/** Monday 00:00 UTC of the week holding `now`: "this week" is the same for every player. */
export function weekStart(now: number): Date {
  const day = new Date(now);
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS);
}
