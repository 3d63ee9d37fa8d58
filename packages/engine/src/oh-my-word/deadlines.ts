import type { Deadline } from "../core/game-module";
import type { OmwAction } from "./actions";
import type { OmwState } from "./state";

/**
 * When the server must act on its own (docs/timer.md): the hidden timer (its `at` is
 * SECRET and stays on the server) and the close of each open claim's window. Nothing is
 * due while the room is paused or after the game.
 */
export function omwDeadlines(state: OmwState): Deadline<OmwAction>[] {
  if (state.phase === "over" || state.pausedAt !== null) return [];
  const out: Deadline<OmwAction>[] = [];
  for (const c of state.claims) {
    out.push({ kind: "challenge-window", at: c.closesAt, action: { type: "close-challenge", claim: c.id } });
  }
  if (state.timer.status === "running") {
    out.push({ kind: "timer", at: state.timer.deadline, action: { type: "timer-expired" } });
  }
  // Stable sort: on a tie claim windows (pushed first) go before the timer.
  return out.sort((a, b) => a.at - b.at);
}

/** The earliest pending deadline, without allocating; Infinity when none. */
export function earliestDeadline(state: OmwState): number {
  if (state.phase === "over" || state.pausedAt !== null) return Number.POSITIVE_INFINITY;
  let at = state.timer.status === "running" ? state.timer.deadline : Number.POSITIVE_INFINITY;
  for (const c of state.claims) if (c.closesAt < at) at = c.closesAt;
  return at;
}
