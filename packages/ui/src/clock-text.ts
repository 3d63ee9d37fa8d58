// Dates, times and sums as the players' pages write them, built from Date's own fields rather
// than Intl. The first Intl formatter a page makes loads ICU's locale data: 15–40 ms of the main
// thread, 55–160 ms with the CPU slowed 4× as Lighthouse's phone is, in whichever task first
// formats a sum or a date, usually the page's hydration (docs/web.md, "Text without Intl").
// The site is written in English; every date reads the British way (day, month, year, a 24-hour
// clock), in UTC in the server's HTML and in the reader's own zone once the page runs.

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** Whose clock a moment is read on: UTC (the same for every reader) or the reader's own zone. */
export type Zone = "utc" | "local";

type Parts = {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly weekday: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
};

function partsOf(at: number | string | Date, zone: Zone): Parts {
  const d = new Date(at);
  return zone === "utc"
    ? {
        year: d.getUTCFullYear(),
        month: d.getUTCMonth(),
        day: d.getUTCDate(),
        weekday: d.getUTCDay(),
        hours: d.getUTCHours(),
        minutes: d.getUTCMinutes(),
        seconds: d.getUTCSeconds(),
      }
    : {
        year: d.getFullYear(),
        month: d.getMonth(),
        day: d.getDate(),
        weekday: d.getDay(),
        hours: d.getHours(),
        minutes: d.getMinutes(),
        seconds: d.getSeconds(),
      };
}

const twoDigits = (n: number) => String(n).padStart(2, "0");

// Each helper reads the date's fields once (partsOf) and writes from them.
const hoursMinutes = (p: Parts) => `${twoDigits(p.hours)}:${twoDigits(p.minutes)}`;
const dayMonthYear = (p: Parts) => `${p.day} ${MONTHS[p.month]} ${p.year}`;

/** "22:03", or "22:03:07" with `seconds`. */
export function clockTime(at: number | string | Date, zone: Zone, { seconds = false } = {}): string {
  const p = partsOf(at, zone);
  return seconds ? `${hoursMinutes(p)}:${twoDigits(p.seconds)}` : hoursMinutes(p);
}

/** "6 Dec 2026, 22:03". */
export function shortDateTime(at: number | string | Date, zone: Zone): string {
  const p = partsOf(at, zone);
  return `${p.day} ${MONTHS[p.month]?.slice(0, 3)} ${p.year}, ${hoursMinutes(p)}`;
}

/** "6 December 2026". */
export function longDate(at: number | string | Date, zone: Zone): string {
  return dayMonthYear(partsOf(at, zone));
}

/** "Sunday 6 December 2026". */
export function weekdayDate(at: number | string | Date, zone: Zone): string {
  const p = partsOf(at, zone);
  return `${WEEKDAYS[p.weekday]} ${dayMonthYear(p)}`;
}

/** "December 2026". */
export function monthAndYear(at: number | string | Date, zone: Zone): string {
  const p = partsOf(at, zone);
  return `${MONTHS[p.month]} ${p.year}`;
}

/** A number with its thousands marked, as en-US writes it: "1,000", "-12,500", "1,234.5". */
export function groupThousands(n: number): string {
  // At most three decimals, trailing zeros dropped, as toLocaleString's default.
  const [whole = "0", fraction] = Math.abs(n)
    .toFixed(3)
    .replace(/\.?0+$/, "")
    .split(".");
  let out = "";
  for (let i = 0; i < whole.length; i++) {
    if (i > 0 && (whole.length - i) % 3 === 0) out += ",";
    out += whole[i];
  }
  const sign = n < 0 && (whole !== "0" || fraction) ? "-" : "";
  return `${sign}${out}${fraction ? `.${fraction}` : ""}`;
}
