import type { RatingBand } from "@wordhall/client";
import { bandName, RATING_BANDS } from "@wordhall/engine/buyword-bands";
import { money, type Person, says } from "@wordhall/ui";
import { BAND_TONE } from "./band-tone";

/**
 * BW-29 at the end of a solo game: the money, the band reached on a badge of its own tone,
 * and the marks ($800 Fair, $900 Good, $1,000 Outstanding) with those reached ticked and how
 * far the next one was. Names and marks come from the engine's band table. `who` is the
 * player: "You finished with…" for them, "Ana finished with…" for a spectator or a replay.
 */
export function SoloBand({
  who,
  amount,
  band,
  left,
}: {
  readonly who: Person;
  readonly amount: number;
  readonly band: RatingBand;
  readonly left: boolean;
}) {
  const marks = RATING_BANDS.filter((b) => b.from > 0).sort((a, b) => a.from - b.from);
  const next = marks.find((m) => amount < m.from);
  return (
    <div className="mt-2 space-y-2" data-testid="bw-band">
      <p className="text-lg">
        {says(who, left ? "left the game with" : "finished with")} <strong>{money(amount)}</strong>: rating{" "}
        <strong className={`rounded px-2 py-0.5 ring-1 ${BAND_TONE[band]}`} data-band={band}>
          {bandName(band)}
        </strong>
      </p>
      <ol className="flex flex-wrap gap-2 text-sm" aria-label="The bands">
        {marks.map((m) => {
          const reached = amount >= m.from;
          return (
            <li
              key={m.band}
              className={`rounded-md border px-2 py-1 ${
                reached
                  ? "border-stone-400 bg-white font-semibold text-stone-900"
                  : "border-dashed border-stone-300 text-stone-700"
              }`}
            >
              <span aria-hidden="true">{reached ? "✓ " : ""}</span>
              {money(m.from)} {m.name}
              <span className="sr-only">{reached ? " (reached)" : " (not reached)"}</span>
            </li>
          );
        })}
      </ol>
      {next ? (
        <p className="text-sm text-stone-700">
          {money(next.from - amount)} more would have made it {next.name}.
        </p>
      ) : null}
    </div>
  );
}
