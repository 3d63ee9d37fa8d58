"use client";

import { object, person, possessive } from "@wordhall/ui";
import { useState } from "react";
import { primaryButton, secondaryButton } from "./buttons";
import { TileRow } from "./tile";
import { type BuywordPhaseView, type BuywordView, money } from "./types";
import type { BuywordActions } from "./use-buyword-actions";

type Auction = Extract<BuywordPhaseView, { kind: "auction" }>;

/** BW-15, BW-16: one bid each, clockwise from the owner's left, the owner last. */
export function AuctionPanel({
  view,
  phase,
  actions,
  name,
}: {
  view: BuywordView;
  phase: Auction;
  actions: BuywordActions;
  name: (seat: number) => string;
}) {
  const mine = phase.turn !== null && view.you?.seat === phase.turn;
  const best = phase.high?.amount ?? 0;
  const myMoney = view.you ? (view.players[view.you.seat]?.money ?? 0) : 0;
  const [amount, setAmount] = useState(best + 1);
  const valid = Number.isInteger(amount) && amount > best && amount <= myMoney;
  return (
    <div>
      <h2 className="text-lg font-semibold">
        Auction of {possessive(person(name(phase.owner), view.you?.seat === phase.owner), false)} draw
      </h2>
      <div className="mt-2">
        <TileRow tiles={phase.tiles} />
      </div>
      <p className="mt-2 text-stone-800">
        {phase.high ? (
          <>
            Best bid: <strong>{money(phase.high.amount)}</strong> by{" "}
            {object(person(name(phase.high.seat), view.you?.seat === phase.high.seat))}
          </>
        ) : (
          "No bids yet."
        )}
      </p>
      {mine ? (
        <form
          className="mt-3 flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (valid) actions.bid(amount);
          }}
        >
          <label className="flex flex-col text-sm font-medium">
            Your bid (you have {money(myMoney)})
            <input
              type="number"
              min={best + 1}
              max={myMoney}
              value={Number.isNaN(amount) ? "" : amount}
              onChange={(e) => setAmount(e.currentTarget.valueAsNumber)}
              className="mt-1 w-32 rounded-md border border-stone-300 px-3 py-2 text-base"
            />
          </label>
          <button type="submit" className={primaryButton} disabled={!valid || actions.pending !== null}>
            Bid
          </button>
          <button
            type="button"
            className={secondaryButton}
            disabled={actions.pending !== null}
            onClick={actions.pass}
          >
            Pass
          </button>
        </form>
      ) : phase.turn !== null ? (
        <p className="mt-2 text-stone-600">Waiting for {name(phase.turn)} to bid or pass.</p>
      ) : null}
    </div>
  );
}
