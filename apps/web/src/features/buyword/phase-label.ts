import type { BuywordView } from "./types";

/** Each phase as the table names it, in the round's status line and in the replay's facts. */
export const PHASE_LABEL: Record<BuywordView["phase"]["kind"], string> = {
  choose: "Choosing the draw size",
  draft: "Drafting tiles",
  trade: "Trading draws",
  decide: "Buying",
  auction: "Auction",
  sell: "Selling",
  over: "Game over",
};
