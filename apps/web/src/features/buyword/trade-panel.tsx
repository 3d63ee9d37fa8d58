"use client";

import { Button } from "@wordhall/ui/kit";
import { OfferForm } from "./offer-form";
import { TileRow } from "./tile";
import { offerSentence } from "./trade-offer";
import type { BuywordPhaseView, BuywordView } from "./types";
import type { BuywordActions } from "./use-buyword-actions";

type Trade = Extract<BuywordPhaseView, { kind: "trade" }>;

/** BW-17, BW-18: whole draws swap, with money either way; trading closes when all are done. */
export function TradePanel({
  view,
  phase,
  actions,
  name,
}: {
  view: BuywordView;
  phase: Trade;
  actions: BuywordActions;
  name: (seat: number) => string;
}) {
  const me = view.you?.seat ?? null;
  const busy = actions.pending !== null;
  return (
    <div>
      {/* "Done" first: most windows end with it, and on a phone the draws run long below. */}
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div>
          <h2 className="text-lg font-semibold">Trading</h2>
          <p className="mt-1 text-stone-700">
            Every draw is on the table. Swap whole draws, with money either way, then say you're done.
          </p>
        </div>
        {me !== null ? (
          <Button variant="buyword" disabled={busy || phase.done[me] === true} onClick={actions.doneTrading}>
            {phase.done[me] ? "Waiting for the others" : "Done trading"}
          </Button>
        ) : null}
      </div>
      <ul className="mt-3 space-y-3">
        {view.players
          .filter((p) => !p.left)
          .map((p) => {
            const toThem = phase.offers.find((o) => o.from === me && o.to === p.seat);
            const fromThem = phase.offers.find((o) => o.from === p.seat && o.to === me);
            return (
              <li
                key={p.seat}
                className="rounded-md border border-stone-200 p-3"
                data-testid={`bw-trade-${p.seat}`}
              >
                <span className="font-medium">
                  {p.seat === me ? "Your draw" : `${name(p.seat)}’s draw`}
                  {phase.done[p.seat] ? <span className="ml-2 text-sm text-emerald-800">done</span> : null}
                </span>
                <div className="mt-2">
                  <TileRow tiles={p.draw?.tiles ?? []} size="sm" />
                </div>
                {me !== null && p.seat !== me ? (
                  <div className="mt-2 flex flex-col gap-2 text-sm">
                    {fromThem ? (
                      <div className="flex flex-wrap items-center gap-2" data-testid="bw-offer-in">
                        <span className="font-medium">{offerSentence(view, fromThem, name)}</span>
                        <Button variant="buyword" disabled={busy} onClick={() => actions.acceptTrade(p.seat)}>
                          Accept
                        </Button>
                        <Button
                          variant="secondary"
                          disabled={busy}
                          onClick={() => actions.declineTrade(p.seat)}
                        >
                          Decline
                        </Button>
                      </div>
                    ) : null}
                    {toThem ? (
                      <div className="flex flex-wrap items-center gap-2" data-testid="bw-offer-out">
                        <span>{offerSentence(view, toThem, name)}</span>
                        <Button
                          variant="secondary"
                          disabled={busy}
                          onClick={() => actions.withdrawTrade(p.seat)}
                        >
                          Withdraw
                        </Button>
                      </div>
                    ) : (
                      <OfferForm view={view} seat={p.seat} name={name} actions={actions} />
                    )}
                  </div>
                ) : null}
              </li>
            );
          })}
      </ul>
      <OthersOffers view={view} phase={phase} name={name} />
    </div>
  );
}

/** Offers between other players: public in the view, shown so the whole table reads the market. */
function OthersOffers({
  view,
  phase,
  name,
}: {
  view: BuywordView;
  phase: Trade;
  name: (seat: number) => string;
}) {
  const me = view.you?.seat ?? null;
  const others = phase.offers.filter((o) => o.from !== me && o.to !== me);
  if (others.length === 0) return null;
  return (
    <div className="mt-3 text-sm text-stone-700" data-testid="bw-offers-others">
      <h3 className="font-medium">Other open offers</h3>
      <ul className="mt-1 list-disc pl-5">
        {others.map((o) => (
          <li key={`${o.from}-${o.to}`}>{offerSentence(view, o, name)}</li>
        ))}
      </ul>
    </div>
  );
}
