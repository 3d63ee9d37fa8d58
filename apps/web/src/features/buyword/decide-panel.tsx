import { Button } from "@wordhall/ui/kit";
import { TileRow } from "./tile";
import { type BuywordView, money } from "./types";
import type { BuywordActions } from "./use-buyword-actions";
import { drawCostLine, yourDraw } from "./your-draw";

/** BW-7, BW-8: buy the whole draw for the square of its pips, or discard it (or auction it). */
export function DecidePanel({ view, actions }: { view: BuywordView; actions: BuywordActions }) {
  const draw = yourDraw(view);
  const tiles = draw?.tiles ?? [];
  const cost = draw?.cost ?? 0;
  const affordable = draw?.affordable === true;
  const busy = actions.pending !== null;
  return (
    <div>
      <h2 className="text-lg font-semibold">Your draw</h2>
      <div className="mt-2">
        <TileRow tiles={tiles} />
      </div>
      <p className="mt-3 text-stone-800" data-testid="bw-cost">
        {draw ? (
          <>
            {drawCostLine(draw)} <span className="text-stone-600">(you have {money(draw.money)})</span>
          </>
        ) : null}
      </p>
      {!affordable ? <p className="mt-1 text-sm text-red-800">You can't afford this draw.</p> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="buyword" disabled={!affordable || busy} onClick={actions.buy}>
          Buy for {money(cost)}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={actions.discard}>
          Discard
        </Button>
        {view.rules.auction && view.players.length > 1 ? (
          <Button variant="secondary" disabled={busy} onClick={actions.auction}>
            Auction it
          </Button>
        ) : null}
      </div>
    </div>
  );
}
