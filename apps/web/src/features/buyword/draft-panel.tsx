import { TileFace, tileLabel } from "./tile";
import type { BuywordPhaseView, BuywordView } from "./types";
import type { BuywordActions } from "./use-buyword-actions";

type Draft = Extract<BuywordPhaseView, { kind: "draft" }>;

/** BW-19: take one tile at a time from the face-up pool. */
export function DraftPanel({
  view,
  phase,
  actions,
  name,
}: {
  view: BuywordView;
  phase: Draft;
  actions: BuywordActions;
  name: (seat: number) => string;
}) {
  const mine = view.you?.seat === phase.turn;
  return (
    <div>
      <h2 className="text-lg font-semibold">Draft</h2>
      <p className="mt-1 text-stone-700">
        {mine ? "Your pick: take one tile from the pool." : `${name(phase.turn)} is picking a tile.`}
      </p>
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Draft pool">
        {phase.pool.map((t) => (
          <li key={t.id}>
            <button
              type="button"
              disabled={!mine || actions.pending !== null}
              onClick={() => actions.draftPick(t.id)}
              aria-label={`Take ${tileLabel(t)}`}
              className="rounded-md focus-visible:outline focus-visible:outline-2 focus-visible:outline-emerald-700 disabled:cursor-default"
            >
              <TileFace tile={t} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
