import { primaryButton, secondaryButton } from "./buttons";
import { TileRow } from "./tile";
import { type BuywordView, money, pipsOf, priceOfPips } from "./types";
import type { BuywordActions } from "./use-buyword-actions";

/** BW-7, BW-8: buy the whole draw for the square of its pips, or discard it (or auction it). */
export function DecidePanel({ view, actions }: { view: BuywordView; actions: BuywordActions }) {
  const me = view.you ? view.players[view.you.seat] : undefined;
  const tiles = me?.draw?.tiles ?? [];
  const pips = pipsOf(tiles);
  const cost = priceOfPips(pips);
  const affordable = me !== undefined && cost <= me.money;
  const busy = actions.pending !== null;
  return (
    <div>
      <h2 className="text-lg font-semibold">Your draw</h2>
      <div className="mt-2">
        <TileRow tiles={tiles} />
      </div>
      <p className="mt-3 text-stone-800" data-testid="bw-cost">
        {tiles.length} tiles, {pips} pips: costs <strong>{money(cost)}</strong>
        {me ? <span className="text-stone-600"> (you have {money(me.money)})</span> : null}
      </p>
      {!affordable ? <p className="mt-1 text-sm text-red-800">You can't afford this draw.</p> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={primaryButton} disabled={!affordable || busy} onClick={actions.buy}>
          Buy for {money(cost)}
        </button>
        <button type="button" className={secondaryButton} disabled={busy} onClick={actions.discard}>
          Discard
        </button>
        {view.rules.auction && view.players.length > 1 ? (
          <button type="button" className={secondaryButton} disabled={busy} onClick={actions.auction}>
            Auction it
          </button>
        ) : null}
      </div>
    </div>
  );
}
