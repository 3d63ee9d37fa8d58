"use client";

import { useRef } from "react";

/** A stand-in's text field, as the part that replaces it reads it: still there after it leaves. */
export type StandIn = { readonly current: HTMLInputElement | null };

/**
 * The field of a stand-in (a plain box drawn until a form's code comes, use-load-when-wanted.ts),
 * kept after it leaves: `keep` is its callback ref, `standIn` what the form reads as it takes
 * over. What the field holds then may be newer than the draft the form was drawn with (text
 * typed between that render and its commit), and a ref object would not do: React empties it
 * at unmounting, before the form's layout effect runs.
 */
export function useStandIn(): {
  readonly standIn: StandIn;
  readonly keep: (el: HTMLInputElement | null) => void;
} {
  const standIn = useRef<HTMLInputElement | null>(null);
  const keep = (el: HTMLInputElement | null) => {
    if (el) standIn.current = el;
  };
  return { standIn, keep };
}
