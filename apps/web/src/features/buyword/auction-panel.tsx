"use client";

import type { BidFacts } from "@wordhall/engine/buyword-bids";
import { Form, object, person, possessive } from "@wordhall/ui";
import { useSchemaForm } from "@wordhall/ui/fields";
import { Button } from "@wordhall/ui/kit";
import { useId } from "react";
import { bidFactsFor, bidField, bidSchema } from "./bid-field";
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
  const facts = bidFactsFor(view, phase);
  const mine = facts !== null && phase.turn === facts.bidder;
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
        // A new best bid starts the field again at the new smallest bid.
        <BidForm key={phase.high?.amount ?? 0} facts={facts} actions={actions} />
      ) : phase.turn !== null ? (
        <p className="mt-2 text-stone-600">Waiting for {name(phase.turn)} to bid or pass.</p>
      ) : null}
    </div>
  );
}

/**
 * The bid field: starts at the smallest valid bid and says why a bid can't be made as it is
 * typed, before it is sent; the form sends only what the engine's rule (its schema) accepts.
 */
export function BidForm({ facts, actions }: { facts: BidFacts; actions: BuywordActions }) {
  const least = bidField(facts, null).least;
  const form = useSchemaForm(bidSchema(facts), { defaultValues: { amount: String(least) } });
  const field = bidField(facts, form.watch("amount"));
  const whyId = useId();
  const busy = actions.pending !== null;
  const fine = field.refusal === null;
  return (
    <Form className="mt-3" onSubmit={form.handleSubmit(({ amount }) => actions.bid(amount))} noValidate>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm font-medium">
          Your bid
          <input
            type="number"
            inputMode="numeric"
            step={1}
            min={field.least}
            max={Math.max(facts.money, field.least)}
            {...form.register("amount")}
            // In the server's HTML too, not only once the form has the field.
            defaultValue={String(least)}
            aria-invalid={!fine}
            aria-describedby={whyId}
            className="mt-1 w-32 rounded-md border border-stone-300 px-3 py-2 text-base"
            data-testid="bw-bid-amount"
          />
        </label>
        <Button variant="buyword" type="submit" disabled={!fine || busy}>
          {fine ? `Bid ${money(field.amount)}` : "Bid"}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={actions.pass}>
          Pass
        </Button>
      </div>
      <p
        id={whyId}
        aria-live="polite"
        className={`mt-1 text-sm ${fine ? "text-stone-600" : "text-red-800"}`}
        data-testid="bw-bid-why"
      >
        {field.refusal?.message ?? field.hint}
      </p>
    </Form>
  );
}
