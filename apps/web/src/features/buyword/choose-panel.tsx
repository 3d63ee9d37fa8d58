import { Button } from "@wordhall/ui/kit";
import type { BuywordActions } from "./use-buyword-actions";

/** BW-6: the die showed "choice"; the leader picks how many tiles everyone draws. */
export function ChoosePanel({ actions }: { actions: BuywordActions }) {
  return (
    <div>
      <h2 className="text-lg font-semibold">The die shows “choice”</h2>
      <p className="mt-1 text-stone-700">You lead this round: how many tiles does everyone draw?</p>
      <fieldset className="mt-3 flex flex-wrap gap-2">
        <legend className="sr-only">Draw size</legend>
        {[2, 3, 4, 5].map((n) => (
          <Button
            variant="buyword"
            key={n}
            className="w-14 text-lg"
            disabled={actions.pending !== null}
            onClick={() => actions.choose(n)}
          >
            {n}
          </Button>
        ))}
      </fieldset>
    </div>
  );
}
