import { deadlineOf, startCountdown } from "@wordhall/timer";
import type { Deadline } from "../core/game-module";
import type { BuywordAction } from "./actions";
import { awayDefaultDeadlines } from "./away";
import type { TimeLimitKind } from "./config";
import type { BuywordState } from "./state";

/** Which time limit governs the current decision; null once the game is over. */
export function timeLimitKind(state: Pick<BuywordState, "phase">): TimeLimitKind | null {
  const phase = state.phase;
  switch (phase.kind) {
    case "choose":
      return "choose";
    case "draft":
      return "draft";
    case "trade":
      return "trade";
    case "decide":
      return "decide";
    case "auction":
      return "bid";
    case "sell":
      return phase.pending === null ? "sell" : "vote";
    default:
      return null;
  }
}

/**
 * Names the decision being waited for. When it changes, the clock of the new decision starts;
 * a sale within one selling turn, or an offer within the trade window, doesn't restart it.
 */
export function decisionKey(state: Pick<BuywordState, "phase" | "round">): string {
  const phase = state.phase;
  switch (phase.kind) {
    case "draft":
      return `${state.round}:f${phase.pool.length}`;
    case "decide":
      return `${state.round}:d${phase.turn}`;
    case "auction":
      return `${state.round}:a${phase.owner}.${phase.index}`;
    case "sell":
      return phase.pending === null ? `${state.round}:s${phase.turn}` : `${state.round}:v${phase.turn}`;
    default:
      return `${state.round}:${phase.kind}`;
  }
}

/**
 * BW-14: the one pending deadline, if the room set a limit for this kind of decision; without
 * one, BW-35's defaults for away seats the decision waits for.
 */
export function buywordDeadlines(state: BuywordState): Deadline<BuywordAction>[] {
  const kind = timeLimitKind(state);
  if (kind === null) return [];
  const limit = state.config.timeLimits[kind];
  if (limit === null) return awayDefaultDeadlines(state);
  // The clock never ticks: the deadline is derived from when the decision started.
  const at = deadlineOf(startCountdown(state.decisionAt, limit));
  return at === null ? [] : [{ kind, at, action: { type: "timeout", step: state.step } }];
}
