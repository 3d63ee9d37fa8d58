import { offerMoneyRefusal } from "@wordhall/engine/buyword-offers";
import { type Person, person, swapOffered } from "@wordhall/ui";
import { z } from "zod";
import type { BuywordView } from "./types";

// The trade window's sentences and the offer form's model (BW-17, BW-18). The engine keeps
// an offer's money as one signed number; people think "who adds how much", so the form asks
// that and this turns it into the engine's number.

export type MoneyWay = "none" | "you" | "them";

/**
 * The engine's signed money for what the form holds: positive, the offerer (you) pays;
 * negative, the other does. Null, with no money going, unless the dollars are whole and at least 1.
 */
export function offerMoney(way: MoneyWay, dollars: string): number | null {
  if (way === "none") return 0;
  const amount = dollars.trim() === "" ? Number.NaN : Number(dollars);
  if (!Number.isInteger(amount) || amount < 1) return null;
  return way === "you" ? amount : -amount;
}

export const MONEY_PROBLEM = "Enter whole dollars, $1 or more, or choose No money.";

/**
 * What the offer form holds, judged before it is sent: the engine's signed money, and why it
 * can't be offered (not whole dollars, or more than the payer holds, by the engine's own rule
 * on the money every seat's view shows); `problem` is null when the offer can go.
 */
export function offerField(
  view: BuywordView,
  seats: { readonly from: number; readonly to: number },
  way: MoneyWay,
  dollars: string,
  name: (seat: number) => string,
): { readonly amount: number | null; readonly problem: string | null } {
  const amount = offerMoney(way, dollars);
  if (amount === null) return { amount, problem: MONEY_PROBLEM };
  const refusal = offerMoneyRefusal(
    {
      money: amount,
      offererMoney: view.players[seats.from]?.money ?? 0,
      otherMoney: view.players[seats.to]?.money ?? 0,
    },
    name(seats.to),
  );
  return { amount, problem: refusal?.message ?? null };
}

/**
 * The offer form's schema: whole dollars either way, and money the payer holds by the
 * engine's own rule (offerField), with its sentence at the dollars field; the engine's signed
 * money once it passes.
 */
export function offerSchema(
  view: BuywordView,
  seats: { readonly from: number; readonly to: number },
  name: (seat: number) => string,
) {
  return z
    .object({ way: z.enum(["none", "you", "them"]), dollars: z.string() })
    .superRefine(({ way, dollars }, ctx) => {
      const { problem } = offerField(view, seats, way, dollars, name);
      if (problem) ctx.addIssue({ code: "custom", path: ["dollars"], message: problem });
    })
    .transform(({ way, dollars }) => ({ money: offerMoney(way, dollars) ?? 0 }));
}

const drawOf = (view: BuywordView, seat: number) => view.players[seat]?.draw?.tiles ?? [];

/** An open offer between two seats in one sentence, from the viewer's side of the table. */
export function offerSentence(
  view: BuywordView,
  offer: { readonly from: number; readonly to: number; readonly money: number },
  name: (seat: number) => string,
): string {
  const who = (seat: number): Person => person(name(seat), seat === view.you?.seat);
  return swapOffered({
    from: who(offer.from),
    fromTiles: drawOf(view, offer.from),
    to: who(offer.to),
    toTiles: drawOf(view, offer.to),
    money: offer.money,
  });
}
