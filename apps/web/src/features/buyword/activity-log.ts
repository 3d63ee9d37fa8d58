import { describeBuywordEvent, type Person, person } from "@wordhall/ui";
import type { LiveLogEntry } from "../live";
import type { BuywordEventView, LiveSeat } from "./types";
import { seatName } from "./types";

/** One line per event worth telling the table about (the sentences are @wordhall/ui's). */
export const describeEvent = describeBuywordEvent;

/** The person a seat is, for sentences: the viewer is "you". */
export function seatPerson(seats: readonly LiveSeat[], you: number | null): (seat: number) => Person {
  return (seat) => person(seatName(seats, seat), seat === you);
}

/** The last `limit` lines of the log, oldest first, each keyed by version and place. */
export function logLines(
  log: readonly LiveLogEntry<BuywordEventView>[],
  who: (seat: number) => Person,
  limit: number,
): { key: string; text: string }[] {
  const lines: { key: string; text: string }[] = [];
  for (const entry of log) {
    entry.events.forEach((e, i) => {
      const text = describeBuywordEvent(e, who);
      if (text !== null) lines.push({ key: `${entry.version}-${i}`, text });
    });
  }
  return lines.slice(-limit);
}
