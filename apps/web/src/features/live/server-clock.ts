// How far this browser's clock is from the server's, so a countdown to a server time
// (a claim's window, a decision's limit) shows the time the server will act on.
//
// Each step received live carries the server time its action counts at. Received at local
// time t, it says: offset (local − server) ≤ t − at, the difference being the time the step
// took to arrive. The smallest such bound over recent steps is the estimate; a step that
// arrives late (a resume replaying old ones) only gives a looser bound, which the minimum
// ignores. Until a step arrives the offset is taken as 0: the local clock as it is.

const KEEP = 20;

export type ClockSamples = readonly number[];

/** The samples after one more step: local receive time minus the step's server time. */
export function withSample(samples: ClockSamples, localAt: number, serverAt: number): ClockSamples {
  const next = [...samples, localAt - serverAt];
  return next.length > KEEP ? next.slice(next.length - KEEP) : next;
}

/** local − server, in ms: the tightest bound of the samples, 0 with none. */
export function offsetOf(samples: ClockSamples): number {
  return samples.length === 0 ? 0 : Math.min(...samples);
}

/** Seconds left until a server time, never negative, rounded up (as a countdown shows them). */
export function secondsLeft(serverDeadline: number, localNow: number, offset: number): number {
  return Math.max(0, Math.ceil((serverDeadline - (localNow - offset)) / 1000));
}

/** "0:07", "1:30". */
export function clockText(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

let samples: ClockSamples = [];

/** Called for every step received while live. */
export function noteServerTime(serverAt: number, localAt = Date.now()): void {
  samples = withSample(samples, localAt, serverAt);
}

/** The offset this page has measured so far (local − server, ms). */
export function serverOffset(): number {
  return offsetOf(samples);
}
