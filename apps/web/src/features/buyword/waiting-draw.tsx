import { TileRow } from "./tile";
import type { BuywordView } from "./types";
import { drawCostLine, waitingDrawLine, yourDraw } from "./your-draw";

/** BW-7: while others decide, your own draw (when your view holds it) and what it costs you. */
export function WaitingDraw({ view }: { view: BuywordView }) {
  const draw = yourDraw(view);
  if (!draw) return null;
  return (
    <section
      className="mt-3 rounded-md border border-stone-200 bg-stone-50 p-3"
      data-testid="bw-waiting-draw"
    >
      <h3 className="font-medium">Your draw</h3>
      <div className="mt-2">
        <TileRow tiles={draw.tiles} size="sm" />
      </div>
      <p className="mt-2 text-sm text-stone-800">{drawCostLine(draw)}.</p>
      <p className="text-sm text-stone-600">
        {waitingDrawLine(draw, view.rules.auction && view.players.length > 1)}
      </p>
    </section>
  );
}
