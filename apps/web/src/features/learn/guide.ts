import type { RouterOutputs } from "@wordhall/client";

/** A guided first game's guide, as rooms.get gives it (currentGame.guide): the table coaches. */
export type Guide = NonNullable<NonNullable<RouterOutputs["rooms"]["get"]["currentGame"]>["guide"]>;
export type BuywordGuideView = Extract<Guide, { kind: "buyword" }>;
export type OmwGuideView = Extract<Guide, { kind: "oh-my-word" }>;
