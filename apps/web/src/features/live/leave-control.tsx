"use client";

import { Button } from "@wordhall/ui/kit";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";

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
      <Button ref={opener} variant="secondary" disabled={busy} onClick={() => setConfirming(true)}>
        Leave game
      </Button>
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
        <Button ref={stay} variant="secondary" onKeyDown={backOut} onClick={() => setConfirming(false)}>
          Stay
        </Button>
        <Button
          variant="danger"
          disabled={busy}
          onKeyDown={backOut}
          onClick={() => {
            void onLeave().then((r) => {
              if (r.ok) setConfirming(false);
            });
          }}
        >
          Leave for good
        </Button>
      </div>
    </section>
  );
}
