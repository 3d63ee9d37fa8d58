import { count, lazily } from "@wordhall/ui";

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

// Made on first use: each formatter loads locale data (tooling/lint/intl-at-load.test.ts).
const relative = lazily(() => new Intl.RelativeTimeFormat("en", { numeric: "auto" }));
const absolute = lazily(() => new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }));

/** "3 hours ago", with the exact time in the title and a machine-readable datetime. */
export function TimeAgo({ at, now = Date.now() }: { at: Date | string; now?: number }) {
  const date = typeof at === "string" ? new Date(at) : at;
  const seconds = Math.round((date.getTime() - now) / 1000);
  const unit = UNITS.find(([, size]) => Math.abs(seconds) >= size);
  const text = unit ? relative().format(Math.round(seconds / unit[1]), unit[0]) : "just now";
  return (
    <time dateTime={date.toISOString()} title={absolute().format(date)}>
      {text}
    </time>
  );
}

export function formatDateTime(at: Date | string): string {
  return absolute().format(typeof at === "string" ? new Date(at) : at);
}

/** A duration in words at the scale that matters for moderation: minutes, hours, days. */
export function formatDuration(ms: number): string {
  const minutes = ms / 60_000;
  if (minutes < 1) return "< 1 min";
  if (minutes < 90) return `${Math.round(minutes)} min`;
  const hours = minutes / 60;
  if (hours < 48) return `${hours.toFixed(1)} h`;
  return count(Number((hours / 24).toFixed(1)), "day");
}
