"use client";

import { count } from "@wordhall/ui";
import { useNow } from "~/lib/use-now";
import { clockText, secondsLeft, serverOffset } from "./server-clock";

/** A small stopwatch, drawn: the ⏱ character is missing from many systems' fonts. */
function ClockIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className="size-3.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <circle cx="8" cy="9" r="5.5" />
      <path d="M8 9V6.2M6.5 1.8h3M12.2 4.2l1-1" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Time left until a server deadline (epoch ms on the server's clock), ticking locally and
 * corrected by the measured offset between the clocks (server-clock.ts). Red in the last
 * ten seconds. Screen readers get the label and the seconds, not every tick.
 */
export function Countdown({
  deadline,
  label,
  small = false,
  large = false,
}: {
  readonly deadline: number | null;
  readonly label: string;
  /** Smaller type, to sit in a line of small text (a claim's line on a phone). */
  readonly small?: boolean;
  /** Larger type, to be read from across a room (the table display). */
  readonly large?: boolean;
}) {
  const now = useNow(deadline !== null, 250);
  if (deadline === null) return null;
  // Before the browser's first tick (a page drawn on the server) the pill holds its place.
  const left = now === null ? null : secondsLeft(deadline, now, serverOffset());
  const urgent = left !== null && left <= 10;
  return (
    <span
      role="timer"
      aria-label={left === null ? label : `${label}: ${count(left, "second")} left`}
      // The server's time it counts to (a public deadline, never the hidden timer's).
      data-deadline={deadline}
      className={`inline-flex shrink-0 items-center gap-1 rounded-full font-mono font-semibold tabular-nums ${
        small ? "px-2 text-xs" : large ? "px-3 py-1 text-xl" : "px-2.5 py-0.5 text-sm"
      } ${urgent ? "bg-red-100 text-red-800" : "bg-stone-200 text-stone-800"}`}
    >
      <ClockIcon />
      {left === null ? "–:––" : clockText(left)}
    </span>
  );
}
