"use client";

import { count } from "@wordhall/ui";
import { Button } from "@wordhall/ui/kit";
import dynamic from "next/dynamic";
import { useState } from "react";
import { TileFace, tileLabel } from "./tile";
import type { BuywordView } from "./types";
import type { BuywordActions } from "./use-buyword-actions";

// The builder is the heaviest part of the table, a chunk of its own: the table fetches it a
// while after it opens (useFetchLater), well before a first selling turn. Drawn on the server
// too, so no `loading` boundary (rooms/first-table.tsx says why); if a selling turn comes
// first, the table keeps its last screen until the chunk is in.
export const loadWordBuilder = () => import("./word-builder");
const WordBuilder = dynamic(loadWordBuilder);

/** BW-9, BW-13: sell words one at a time, then end the turn, discarding down to the hand limit. */
export function SellPanel({
  gameId,
  view,
  actions,
}: {
  gameId: string;
  view: BuywordView;
  actions: BuywordActions;
}) {
  const [discarding, setDiscarding] = useState(false);
  const hand = view.you?.hand ?? [];
  const letters = hand.filter((t) => t.letter !== "*");
  const limit = view.rules.handLimit;
  const surplus = limit === null ? 0 : Math.max(0, letters.length - limit);
  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold">Your turn to sell</h2>
        {/* On a phone the hand and the word come first: the how-to is for wider screens. */}
        <p className="text-sm text-stone-700 sm:text-base">
          <span className="hidden sm:inline">
            Sell as many words as you like, one at a time; each fetches the square of its pips.{" "}
          </span>
          {limit !== null
            ? `You keep at most ${count(limit, "letter")} when you end your turn (wilds don't count).`
            : ""}
        </p>
      </div>
      {discarding && surplus > 0 ? (
        <DiscardDown
          letters={letters}
          surplus={surplus}
          limit={limit ?? 0}
          actions={actions}
          onCancel={() => setDiscarding(false)}
        />
      ) : (
        <>
          <WordBuilder gameId={gameId} view={view} hand={hand} actions={actions} />
          <Button
            variant="secondary"
            disabled={actions.pending !== null}
            onClick={() => (surplus > 0 ? setDiscarding(true) : actions.endTurn([]))}
          >
            {surplus > 0 ? `End turn (discard ${surplus} first)` : "End turn"}
          </Button>
        </>
      )}
    </div>
  );
}

/** BW-13: choose which letters go before the turn ends. */
function DiscardDown({
  letters,
  surplus,
  limit,
  actions,
  onCancel,
}: {
  letters: BuywordView["discarded"];
  surplus: number;
  limit: number;
  actions: BuywordActions;
  onCancel: () => void;
}) {
  const [chosen, setChosen] = useState<number[]>([]);
  const toggle = (id: number) =>
    setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : c.length < surplus ? [...c, id] : c));
  return (
    <section
      aria-labelledby="bw-discard-title"
      className="rounded-md border border-amber-300 bg-amber-50 p-3"
    >
      <h3 id="bw-discard-title" className="font-semibold">
        Discard down to {count(limit, "letter")}
      </h3>
      <p className="text-sm text-stone-700">
        Choose {count(surplus, "letter")} to discard ({chosen.length} chosen). Discarded tiles leave the game.
      </p>
      <ul className="mt-2 flex flex-wrap gap-1.5">
        {letters.map((t) => {
          const on = chosen.includes(t.id);
          return (
            <li key={t.id}>
              <button
                type="button"
                aria-pressed={on}
                aria-label={`Discard ${tileLabel(t)}`}
                onClick={() => toggle(t.id)}
                className={`rounded-md focus-visible:outline focus-visible:outline-2 focus-visible:outline-emerald-700 ${
                  on ? "ring-4 ring-red-600 ring-offset-2" : ""
                }`}
              >
                <TileFace tile={t} />
              </button>
            </li>
          );
        })}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="buyword"
          disabled={chosen.length !== surplus || actions.pending !== null}
          onClick={() => actions.endTurn(chosen)}
        >
          Discard {surplus} and end turn
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Back to selling
        </Button>
      </div>
    </section>
  );
}
