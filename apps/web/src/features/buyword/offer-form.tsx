"use client";

import { Form } from "@wordhall/ui";
import { useSchemaForm } from "@wordhall/ui/fields";
import { Button } from "@wordhall/ui/kit";
import { offerField, offerSchema, offerSentence } from "./trade-offer";
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
  const seats = { from: me ?? 0, to: seat };
  const form = useSchemaForm(offerSchema(view, seats, name), { defaultValues: { way: "none", dollars: "" } });
  const way = form.watch("way");
  if (me === null) return null;
  // Judged as it is typed, so the sentence says what would be offered (or why not) before it is sent.
  const { amount, problem } = offerField(view, seats, way, form.watch("dollars"), name);
  const sentence = problem ?? offerSentence(view, { ...seats, money: amount ?? 0 }, name);
  return (
    <Form
      className="flex w-full flex-col gap-2"
      noValidate
      onSubmit={form.handleSubmit(({ money }) => actions.offerTrade(seat, money))}
    >
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm">
          Money
          <select {...form.register("way")} className="mt-1 rounded-md border border-stone-300 px-2 py-1.5">
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
              step={1}
              {...form.register("dollars")}
              aria-invalid={problem !== null}
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
