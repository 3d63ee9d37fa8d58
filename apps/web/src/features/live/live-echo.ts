// What a move tells the server about the live stream it answers (docs/timer.md): the
// version of the last event received and how long ago, so the server can measure this
// connection's round trip on its own clock and forgive that much lag (capped) near a deadline.

export type Echo = { readonly v: number; readonly heldMs: number };

type Received = { readonly v: number; readonly at: number };

const lastReceived = new Map<string, Received>();

/** A live event of `version` arrived just now for `gameId`. */
export function noteLiveEvent(gameId: string, version: number, now = performance.now()): void {
  if (Number.isInteger(version) && version >= 0) lastReceived.set(gameId, { v: version, at: now });
}

/** The echo to send with a move of `gameId` now, or undefined before any event arrived. */
export function echoFor(gameId: string, now = performance.now()): Echo | undefined {
  const last = lastReceived.get(gameId);
  return last ? { v: last.v, heldMs: Math.max(0, Math.round(now - last.at)) } : undefined;
}

/** The game's table closed: nothing more to echo. */
export function forgetLiveEvents(gameId: string): void {
  lastReceived.delete(gameId);
}
