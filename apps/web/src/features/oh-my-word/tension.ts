/**
 * How tense the table looks, from the time since the hidden timer started and the room's
 * public range only: like the music's tempo, it builds with time elapsed and can never know
 * the deadline (OMW-18). 0 at the start, 1 once the longest possible timer has run.
 */
export function tension(
  elapsedMs: number,
  rangeMs: readonly [number, number],
): { heat: number; pulseMs: number } {
  const heat = Math.min(1, Math.max(0, elapsedMs / Math.max(1, rangeMs[1])));
  // The beat quickens from 1.2 s to 0.35 s, faster as it goes, as the music's does.
  const pulseMs = Math.round(1200 - 850 * heat * heat);
  return { heat, pulseMs };
}

/** Amber to red as the heat rises. */
export const heatColour = (heat: number) =>
  `hsl(${Math.round(42 - 42 * heat)} 90% ${Math.round(55 - 8 * heat)}%)`;
