import type { BuywordAction } from "@wordhall/engine";

/**
 * What a decision comes to before its timing: the action, and how much thought it took
 * ("quick" for a formality such as ending a turn with nothing to sell, "weigh" for buying,
 * bidding, drafting and trading, "sell" for finding and laying out a word).
 */
export type Decided = { readonly action: BuywordAction; readonly effort: "quick" | "weigh" | "sell" };
