"use client";

import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { secondaryButton } from "./buttons";
import type { BuywordActions } from "./use-buyword-actions";

const dangerButton =
  "inline-flex min-h-11 items-center justify-center rounded-md bg-red-700 px-4 py-2 font-semibold text-white shadow-sm hover:bg-red-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:bg-stone-400";

/**
 * BW-33: leaving is for good, so it takes two steps. The second step opens in place with the
 * focus on "Stay" (the safe answer), Escape backs out, and the focus returns to the button
 * that opened it.
 */
export function LeaveControl({ actions, solo }: { actions: BuywordActions; solo: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const stay = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    if (confirming) stay.current?.focus();
    else if (wasConfirming.current) opener.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const backOut = (e: KeyboardEvent) => {
    if (e.key === "Escape") setConfirming(false);
  };

  if (!confirming) {
    return (
      <button
        ref={opener}
        type="button"
        className={secondaryButton}
        disabled={actions.pending !== null}
        onClick={() => setConfirming(true)}
      >
        Leave game
      </button>
    );
  }
  return (
    <section
      aria-labelledby={titleId}
      aria-describedby={textId}
      className="rounded-md border border-red-300 bg-red-50 p-3"
      data-testid="bw-leave-confirm"
    >
      <h2 id={titleId} className="font-semibold text-red-900">
        Leave this game for good?
      </h2>
      <p id={textId} className="mt-1 text-sm text-stone-800">
        {solo
          ? "The game ends now, with the money you have."
          : "You keep your money but take no further part, and you'll rank below everyone who stays. If only one player is left, the game ends."}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          ref={stay}
          type="button"
          className={secondaryButton}
          onKeyDown={backOut}
          onClick={() => setConfirming(false)}
        >
          Stay
        </button>
        <button
          type="button"
          className={dangerButton}
          disabled={actions.pending !== null}
          onKeyDown={backOut}
          onClick={() => {
            void actions.leave().then((r) => {
              if (r.ok) setConfirming(false);
            });
          }}
        >
          Leave for good
        </button>
      </div>
    </section>
  );
}
