import { Card } from "@wordhall/ui/kit";
import { TileRow } from "./tile";
import type { BuywordView } from "./types";

/** The viewer's hand with its pips, and their draw of the round once it is no longer the decision. */
export function YourHand({ view }: { view: BuywordView }) {
  const me = view.you;
  if (me === null) return null;
  const draw = view.players[me.seat]?.draw?.tiles ?? null;
  return (
    <Card as="section" aria-labelledby="bw-hand-title" data-testid="bw-hand-card">
      <h2 id="bw-hand-title" className="font-semibold">
        Your hand
      </h2>
      {me.hand.length > 0 ? (
        <div className="mt-2" data-testid="bw-hand">
          <TileRow tiles={me.hand} />
        </div>
      ) : (
        <p className="text-stone-600">No tiles yet.</p>
      )}
      {draw && draw.length > 0 && view.phase.kind !== "decide" ? (
        <p className="mt-2 text-sm text-stone-600">
          Your draw this round: {draw.map((t) => t.letter).join(" ")}
        </p>
      ) : null}
    </Card>
  );
}
