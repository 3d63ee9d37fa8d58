import type { RatingBand } from "@wordhall/client";

/** Each band's colours, from red (under par) to violet (outstanding): the tone says how it went. */
export const BAND_TONE: Record<RatingBand, string> = {
  under: "bg-red-100 text-red-900 ring-red-300",
  fair: "bg-amber-100 text-amber-950 ring-amber-300",
  good: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  outstanding: "bg-violet-100 text-violet-900 ring-violet-300",
};
