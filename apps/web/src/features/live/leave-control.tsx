"use client";

import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";

const secondaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-md border border-stone-300 bg-white px-4 py-2 font-semibold text-stone-800 shadow-sm hover:bg-stone-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-700 disabled:cursor-not-allowed disabled:text-stone-400";
const dangerButton =
  "inline-flex min-h-11 items-center justify-center rounded-md bg-red-700 px-4 py-2 font-semibold text-white shadow-sm hover:bg-red-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:bg-stone-400";

/**
 * Leaving a game (BW-33, OMW-43) is for good, so it takes two steps. The second step opens
 * in place with the focus on "Stay" (the safe answer), Escape backs out, and the focus
 * returns to the button that opened it. `consequence` tells the player what leaving does
 * in this game, at this moment.
 */
export function LeaveControl({
  busy,
  consequence,
  onLeave,
}: {
  readonly busy: boolean;
  readonly consequence: string;
  readonly onLeave: () => Promise<{ ok: boolean }>;
}) {
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
        disabled={busy}
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
      data-testid="leave-confirm"
    >
      <h2 id={titleId} className="font-semibold text-red-900">
        Leave this game for good?
      </h2>
      <p id={textId} className="mt-1 text-sm text-stone-800">
        {consequence}
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
          disabled={busy}
          onKeyDown={backOut}
          onClick={() => {
            void onLeave().then((r) => {
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
