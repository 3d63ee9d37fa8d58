"use client";

import { Form } from "@wordhall/ui";
import { Button } from "@wordhall/ui/kit";
import { useState } from "react";
import { type MoneyWay, offerField, offerSentence } from "./trade-offer";
import type { BuywordView } from "./types";
import type { BuywordActions } from "./use-buyword-actions";

/** BW-18: an offer of your draw for theirs, with money either way; the sentence shows it before it is sent. */
export function OfferForm({
  view,
  seat,
  name,
  actions,
}: {
  view: BuywordView;
  seat: number;
  name: (seat: number) => string;
  actions: BuywordActions;
}) {
  const me = view.you?.seat ?? null;
  const [way, setWay] = useState<MoneyWay>("none");
  const [text, setText] = useState("");
  if (me === null) return null;
  const { amount, problem } = offerField(view, { from: me, to: seat }, way, text, name);
  const sentence = problem ?? offerSentence(view, { from: me, to: seat, money: amount ?? 0 }, name);
  return (
    <Form
      className="flex w-full flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (amount !== null && problem === null) actions.offerTrade(seat, amount);
      }}
    >
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm">
          Money
          <select
            value={way}
            onChange={(e) => setWay(e.currentTarget.value as MoneyWay)}
            className="mt-1 rounded-md border border-stone-300 px-2 py-1.5"
          >
            <option value="none">No money</option>
            <option value="you">You add</option>
            <option value="them">{name(seat)} adds</option>
          </select>
        </label>
        {way !== "none" ? (
          <label className="flex flex-col text-sm">
            Dollars
            <input
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              className="mt-1 w-24 rounded-md border border-stone-300 px-2 py-1.5"
            />
          </label>
        ) : null}
        <Button type="submit" variant="secondary" disabled={problem !== null || actions.pending !== null}>
          Offer
        </Button>
      </div>
      <p
        aria-live="polite"
        className={`text-sm ${problem !== null ? "text-red-800" : "text-stone-700"}`}
        data-testid="bw-offer-preview"
      >
        {sentence}
      </p>
    </Form>
  );
}
