import type { OmwEventView } from "@wordhall/client";
import { useCallback, useEffect, useState } from "react";

/** A moment everyone should notice: the timer going off, or a reverse tile. */
export type Moment = { readonly kind: "time" | "reverse"; readonly text: string; readonly key: number };

/** How long a moment's banner stays up. */
const SHOWN_MS = 1_800;

/**
 * The moment a step of the game makes, if any: the timer going off or a reverse tile drawn.
 * A step with both (it can't happen in one draw, but the log is the server's) shows the last.
 */
export function momentOf(events: readonly OmwEventView[], version: number): Moment | null {
  let moment: Moment | null = null;
  for (const e of events) {
    if (e.type === "timer-went-off") moment = { kind: "time", text: "Time!", key: version };
    if (e.type === "tile-drawn" && e.letter === null) {
      moment = { kind: "reverse", text: "Reverse! The bag goes back", key: version };
    }
  }
  return moment;
}

/**
 * The table's current moment and the function that shows a step's: the banner comes down by
 * itself after a short while, and a step without a moment leaves the one showing alone.
 */
export function useTableMoment(): [
  Moment | null,
  (events: readonly OmwEventView[], version: number) => void,
] {
  const [moment, setMoment] = useState<Moment | null>(null);
  useEffect(() => {
    if (!moment) return;
    const t = setTimeout(() => setMoment(null), SHOWN_MS);
    return () => clearTimeout(t);
  }, [moment]);
  const show = useCallback((events: readonly OmwEventView[], version: number) => {
    const next = momentOf(events, version);
    if (next) setMoment(next);
  }, []);
  return [moment, show];
}

/**
 * A big, brief banner over the table. It is announced assertively, and it never blocks a
 * click: it lets pointer events through and fades by itself.
 */
export function TableMoment({ moment }: { readonly moment: Moment | null }) {
  return (
    <div
      aria-live="assertive"
      role="status"
      className="pointer-events-none fixed inset-x-0 top-1/3 z-40 grid place-items-center px-4"
    >
      {moment ? (
        <p
          key={moment.key}
          className={`rounded-3xl px-8 py-5 text-center font-display text-3xl font-black shadow-2xl sm:text-5xl ${
            moment.kind === "time" ? "bg-rose-700 text-white" : "bg-sky-800 text-white"
          }`}
        >
          {moment.text}
        </p>
      ) : null}
    </div>
  );
}
