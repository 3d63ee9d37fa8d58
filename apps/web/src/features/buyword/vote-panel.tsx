import { count, person, says } from "@wordhall/ui";
import { Button } from "@wordhall/ui/kit";
import { TileRow } from "./tile";
import { type BuywordPhaseView, type BuywordView, money } from "./types";
import type { BuywordActions } from "./use-buyword-actions";

type Pending = NonNullable<Extract<BuywordPhaseView, { kind: "sell" }>["pending"]>;

/** BW-22: the other players say whether the word fits the round's theme. */
export function VotePanel({
  view,
  pending,
  actions,
  name,
}: {
  view: BuywordView;
  pending: Pending;
  actions: BuywordActions;
  name: (seat: number) => string;
}) {
  const me = view.you?.seat ?? null;
  const canVote = me !== null && me !== pending.seat && pending.yourVote === null;
  // Only the other players still in the game vote (BW-33).
  const voterSeats = pending.voted.flatMap((_, s) =>
    s !== pending.seat && !view.players[s]?.left ? [s] : [],
  );
  const voters = voterSeats.length;
  const votes = voterSeats.filter((s) => pending.voted[s]).length;
  const words = pending.sale.words.map((w) => w.word).join(", ");
  return (
    <div>
      <h2 className="text-lg font-semibold">Does it fit the theme “{view.theme}”?</h2>
      <p className="mt-1 text-stone-800">
        {says(person(name(pending.seat), me === pending.seat), "wants to sell")} <strong>{words}</strong> for{" "}
        {money(pending.sale.total)}.
      </p>
      <div className="mt-2">
        <TileRow tiles={pending.sale.tiles} size="sm" />
      </div>
      <p className="mt-2 text-sm text-stone-600">
        {votes} of {count(voters, "vote")} in.
      </p>
      {canVote ? (
        <div className="mt-3 flex gap-2">
          <Button variant="buyword" disabled={actions.pending !== null} onClick={() => actions.vote(true)}>
            Fits
          </Button>
          <Button variant="secondary" disabled={actions.pending !== null} onClick={() => actions.vote(false)}>
            Doesn't fit
          </Button>
        </div>
      ) : me !== null && pending.yourVote !== null ? (
        <p className="mt-2 text-sm text-stone-700">
          You voted “{pending.yourVote ? "fits" : "doesn't fit"}”.
        </p>
      ) : null}
    </div>
  );
}
