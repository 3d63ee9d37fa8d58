import { type BidFacts, type BidRefusal, bidRefusal, minimumBid } from "@wordhall/engine/buyword-bids";
import { z } from "zod";
import { type BuywordPhaseView, type BuywordView, money } from "./types";

type Auction = Extract<BuywordPhaseView, { kind: "auction" }>;

// The bid field's model. The rules are the engine's own (bids.ts), judged on the facts this
// seat's view holds, so the field says why a bid would be refused before it is sent, in the
// words the engine would use.

/** The facts a bid by this seat is judged on; null for a spectator, who never bids. */
export function bidFactsFor(view: BuywordView, phase: Auction): BidFacts | null {
  const seat = view.you?.seat ?? null;
  if (seat === null) return null;
  return { turn: phase.turn, high: phase.high, bidder: seat, money: view.players[seat]?.money ?? 0 };
}

/** What the field holds as a number: empty or unreadable is NaN, which the rules refuse. */
export function parseBid(text: string): number {
  return text.trim() === "" ? Number.NaN : Number(text);
}

export type BidFieldState = {
  /** The smallest valid bid: the field's starting value. */
  readonly least: number;
  readonly amount: number;
  readonly refusal: BidRefusal | null;
  /** Under the field while the bid is fine: what the bidder holds and where bids start. */
  readonly hint: string;
};

export function bidField(facts: BidFacts, text: string | null): BidFieldState {
  const least = minimumBid(facts.high);
  const amount = text === null ? least : parseBid(text);
  const hint = `You have ${money(facts.money)}; the smallest bid is ${money(least)}.`;
  return { least, amount, refusal: bidRefusal(facts, amount), hint };
}

/**
 * The bid form's schema: the engine's own rule (bidRefusal) over what is typed, with its
 * sentence at the field, and the amount as a number once it passes.
 */
export function bidSchema(facts: BidFacts) {
  return z
    .object({ amount: z.string() })
    .superRefine(({ amount }, ctx) => {
      const refusal = bidRefusal(facts, parseBid(amount));
      if (refusal) ctx.addIssue({ code: "custom", path: ["amount"], message: refusal.message });
    })
    .transform(({ amount }) => ({ amount: parseBid(amount) }));
}
