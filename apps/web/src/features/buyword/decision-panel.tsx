import dynamic from "next/dynamic";
import { ChoosePanel } from "./choose-panel";
import { DecidePanel } from "./decide-panel";
import { DraftPanel } from "./draft-panel";
import { SellPanel } from "./sell-panel";
import type { BuywordView } from "./types";
import type { BuywordActions } from "./use-buyword-actions";
import { VotePanel } from "./vote-panel";
import { WaitingDraw } from "./waiting-draw";

// The auction and the trade window are variants few tables play, and each is a form (the form
// library, a Zod schema over the engine's rule): their code comes when a table reaches one.
// Still drawn on the server (a room opened mid-auction has it in its HTML), so without a
// `loading` boundary (rooms/first-table.tsx says why): a table reaching one keeps its last
// screen until the chunk is in.
const AuctionPanel = dynamic(() => import("./auction-panel").then((m) => m.AuctionPanel));
const TradePanel = dynamic(() => import("./trade-panel").then((m) => m.TradePanel));

/** What the current phase asks of this seat, or what the table is waiting for. */
export function DecisionPanel({
  gameId,
  view,
  actions,
  name,
}: {
  gameId: string;
  view: BuywordView;
  actions: BuywordActions;
  name: (seat: number) => string;
}) {
  const phase = view.phase;
  const me = view.you?.seat ?? null;
  const waiting = (seat: number, what: string) => (
    <p className="text-stone-700" data-testid="bw-waiting">
      Waiting for <strong>{name(seat)}</strong> to {what}.
    </p>
  );
  switch (phase.kind) {
    case "choose":
      return phase.turn === me ? (
        <ChoosePanel actions={actions} />
      ) : (
        waiting(phase.turn, "choose the draw size (2–5)")
      );
    case "draft":
      return <DraftPanel view={view} phase={phase} actions={actions} name={name} />;
    case "trade":
      return <TradePanel view={view} phase={phase} actions={actions} name={name} />;
    case "decide":
      return phase.turn === me ? (
        <DecidePanel view={view} actions={actions} />
      ) : (
        <>
          {waiting(phase.turn, "buy or discard their draw")}
          <WaitingDraw view={view} />
        </>
      );
    case "auction":
      return <AuctionPanel view={view} phase={phase} actions={actions} name={name} />;
    case "sell":
      if (phase.pending)
        return <VotePanel view={view} pending={phase.pending} actions={actions} name={name} />;
      return phase.turn === me ? (
        <SellPanel gameId={gameId} view={view} actions={actions} />
      ) : (
        waiting(phase.turn, "sell words")
      );
    default:
      return null;
  }
}
