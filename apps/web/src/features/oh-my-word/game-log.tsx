import type { OmwEventView, OmwView } from "@wordhall/client";
import type { LiveLogEntry } from "../live";
import { describeEvent } from "./describe-event";
import type { SeatNames } from "./table-model";

const MOVES_SHOWN = 10;

/**
 * The latest moves, newest first, one line per move ("You drew a reverse tile! Play now goes
 * counter-clockwise. The bag goes back to Ann."): a move's events read in the order they
 * happened, and the list never mixes the two orders. Announced politely to screen readers.
 */
export function GameLog({
  log,
  view,
  name,
}: {
  readonly log: readonly LiveLogEntry<OmwEventView>[];
  readonly view: OmwView;
  readonly name: SeatNames;
}) {
  const lines: { key: number; text: string }[] = [];
  for (let i = log.length - 1; i >= 0 && lines.length < MOVES_SHOWN; i--) {
    const entry = log[i];
    if (!entry) continue;
    const sentences = entry.events.map((e) => describeEvent(e, view, name)).filter((t) => t !== null);
    if (sentences.length > 0) lines.push({ key: entry.version, text: sentences.join(" ") });
  }
  return (
    <section aria-labelledby="omw-log" className="rounded-2xl border border-stone-200 bg-white p-3 shadow-sm">
      <h2 id="omw-log" className="mb-2 font-display text-base font-semibold">
        What happened
      </h2>
      {lines.length === 0 ? (
        <p className="text-sm text-stone-700">Moves will show up here.</p>
      ) : (
        <ol aria-live="polite" className="grid text-sm text-stone-800">
          {lines.map((l) => (
            <li key={l.key} className="border-t border-stone-100 py-1 first:border-t-0 first:pt-0">
              {l.text}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
