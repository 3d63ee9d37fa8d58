"use client";

import { useState } from "react";
import { primaryButton, secondaryButton } from "./buttons";
import { TileRow } from "./tile";
import { type BuywordPhaseView, type BuywordView, money } from "./types";
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
      <h2 className="text-lg font-semibold">Trading</h2>
      <p className="mt-1 text-stone-700">
        Every draw is on the table. Swap whole draws, with money either way, then say you're done.
      </p>
      <ul className="mt-3 space-y-3">
        {view.players
          .filter((p) => !p.left)
          .map((p) => {
            const toThem = phase.offers.find((o) => o.from === me && o.to === p.seat);
            const fromThem = phase.offers.find((o) => o.from === p.seat && o.to === me);
            return (
              <li key={p.seat} className="rounded-md border border-stone-200 p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">
                    {p.seat === me ? "Your draw" : `${name(p.seat)}’s draw`}
                    {phase.done[p.seat] ? <span className="ml-2 text-sm text-emerald-800">done</span> : null}
                  </span>
                </div>
                <div className="mt-2">
                  <TileRow tiles={p.draw?.tiles ?? []} size="sm" />
                </div>
                {me !== null && p.seat !== me ? (
                  <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                    {fromThem ? (
                      <>
                        <span>
                          {name(p.seat)} offers their draw for yours
                          {fromThem.money !== 0 ? `, ${moneyWords(fromThem.money, name(p.seat), "you")}` : ""}
                          .
                        </span>
                        <button
                          type="button"
                          className={primaryButton}
                          disabled={busy}
                          onClick={() => actions.acceptTrade(p.seat)}
                        >
                          Accept
                        </button>
                        <button
                          type="button"
                          className={secondaryButton}
                          disabled={busy}
                          onClick={() => actions.declineTrade(p.seat)}
                        >
                          Decline
                        </button>
                      </>
                    ) : null}
                    {toThem ? (
                      <>
                        <span>
                          You offered a swap
                          {toThem.money !== 0 ? `, ${moneyWords(toThem.money, "you", name(p.seat))}` : ""}.
                        </span>
                        <button
                          type="button"
                          className={secondaryButton}
                          disabled={busy}
                          onClick={() => actions.withdrawTrade(p.seat)}
                        >
                          Withdraw
                        </button>
                      </>
                    ) : (
                      <OfferForm seat={p.seat} theirName={name(p.seat)} actions={actions} />
                    )}
                  </div>
                ) : null}
              </li>
            );
          })}
      </ul>
      {me !== null ? (
        <button
          type="button"
          className={`${primaryButton} mt-3`}
          disabled={busy || phase.done[me] === true}
          onClick={actions.doneTrading}
        >
          {phase.done[me] ? "Waiting for the others" : "Done trading"}
        </button>
      ) : null}
    </div>
  );
}

function moneyWords(amount: number, payer: string, payee: string) {
  return amount > 0
    ? `${payer} paying ${payee} ${money(amount)}`
    : `${payee} paying ${payer} ${money(-amount)}`;
}

function OfferForm({
  seat,
  theirName,
  actions,
}: {
  seat: number;
  theirName: string;
  actions: BuywordActions;
}) {
  const [amount, setAmount] = useState(0);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        actions.offerTrade(seat, Number.isInteger(amount) ? amount : 0);
      }}
    >
      <label className="flex flex-col text-sm">
        You pay {theirName} (negative: they pay you)
        <input
          type="number"
          value={Number.isNaN(amount) ? "" : amount}
          onChange={(e) => setAmount(e.currentTarget.valueAsNumber)}
          className="mt-1 w-28 rounded-md border border-stone-300 px-2 py-1.5"
        />
      </label>
      <button type="submit" className={secondaryButton} disabled={actions.pending !== null}>
        Offer a swap
      </button>
    </form>
  );
}
