import type { OmwEventView, OmwView } from "@wordhall/api/client";
import type { LiveLogEntry } from "../live";
import { describeEvent } from "./describe-event";
import type { SeatNames } from "./table-model";

/** The latest happenings, newest first; announced politely to screen readers. */
export function GameLog({
  log,
  view,
  name,
}: {
  readonly log: readonly LiveLogEntry<OmwEventView>[];
  readonly view: OmwView;
  readonly name: SeatNames;
}) {
  const lines: { key: string; text: string }[] = [];
  for (let i = log.length - 1; i >= 0 && lines.length < 12; i--) {
    const entry = log[i];
    if (!entry) continue;
    entry.events.forEach((e, j) => {
      const text = describeEvent(e, view, name);
      if (text) lines.push({ key: `${entry.version}-${j}`, text });
    });
  }
  return (
    <section aria-labelledby="omw-log" className="rounded-2xl border border-stone-200 bg-white p-3 shadow-sm">
      <h2 id="omw-log" className="mb-2 font-display text-base font-semibold">
        What happened
      </h2>
      {lines.length === 0 ? (
        <p className="text-sm text-stone-700">Moves will show up here.</p>
      ) : (
        <ol aria-live="polite" className="grid gap-1 text-sm text-stone-800">
          {lines.slice(0, 12).map((l) => (
            <li key={l.key}>{l.text}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
