import { dollars } from "./bids";

// BW-18: whether a trade's money can be paid, in one place. The engine refuses offers with it,
// and the table's offer form explains an amount before it is sent with the same sentence, so the
// form never sends what the engine would refuse. Like bids.ts, this file imports nothing with
// state: pages take it alone as @wordhall/engine/buyword-offers.

export type OfferMoneyFacts = {
  /** As the engine keeps an offer's money: positive, the offerer pays; negative, the other does. */
  readonly money: number;
  /** What the offerer holds, and what the other player holds. */
  readonly offererMoney: number;
  readonly otherMoney: number;
};

export type OfferRefusal = { readonly code: "cannot-afford"; readonly message: string };

/**
 * Why the offer's money can't be paid, in a sentence to the offerer; null when it can.
 * `other` names the player offered the trade (the engine, which knows no names, says "They").
 */
export function offerMoneyRefusal(facts: OfferMoneyFacts, other = "They"): OfferRefusal | null {
  if (facts.money > facts.offererMoney) {
    return {
      code: "cannot-afford",
      message: `You have ${dollars(facts.offererMoney)}, so you can't add ${dollars(facts.money)}.`,
    };
  }
  if (-facts.money > facts.otherMoney) {
    const has = other === "They" ? "have" : "has";
    return {
      code: "cannot-afford",
      message: `${other} ${has} ${dollars(facts.otherMoney)}, so they can't add ${dollars(-facts.money)}.`,
    };
  }
  return null;
}
