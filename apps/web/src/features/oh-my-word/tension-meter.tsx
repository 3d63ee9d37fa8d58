"use client";

import { useNow } from "~/lib/use-now";
import { heatColour, tension } from "./tension";

/**
 * A strip under the table's header that warms and quickens while the hidden timer runs: the
 * tension of the music for those who play without sound. Decorative (the header already says
 * "Timer ticking…"); with reduced motion it only warms, without the beat.
 */
export function TensionMeter({
  running,
  startedAt,
  rangeMs,
  clockOffsetMs = 0,
}: {
  readonly running: boolean;
  readonly startedAt: number;
  readonly rangeMs: readonly [number, number];
  /** Server time minus this browser's, when known. */
  readonly clockOffsetMs?: number;
}) {
  const now = useNow(running, 500);
  if (!running || now === null)
    return <div aria-hidden="true" className="h-1.5 w-full rounded-full bg-white/10" />;
  const { heat, pulseMs } = tension(now + clockOffsetMs - startedAt, rangeMs);
  return (
    <div
      aria-hidden="true"
      className="h-1.5 w-full overflow-hidden rounded-full bg-white/15"
      data-testid="omw-tension"
    >
      {/* It grows by transform, not width, and its colour steps without a transition: it is
          always moving while the timer runs, and a width or colour in transition is laid out
          or painted on the main thread every frame, under the player's taps. With reduced
          motion it steps twice a second instead of gliding: a glide restarted every 500 ms
          never stops, and kept the phone drawing 60 frames a second for the whole timer. */}
      <div
        className="h-full w-full origin-left rounded-full motion-safe:animate-pulse motion-safe:transition-transform motion-safe:duration-500 motion-safe:ease-linear"
        style={{
          transform: `scaleX(${Math.max(0.04, heat)})`,
          background: heatColour(heat),
          animationDuration: `${pulseMs}ms`,
        }}
      />
    </div>
  );
}
