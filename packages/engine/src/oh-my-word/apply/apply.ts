import { deadlineGoesFirst } from "@wordhall/timer";
import type { EngineContext } from "../../core/context";
import { type ApplyResult, applied } from "../../core/result";
import type { OmwAction } from "../actions";
import { earliestDeadline } from "../deadlines";
import { derive } from "../derived";
import type { Draft, Step } from "../draft";
import { fail, type OmwErrorCode, type OmwRejected } from "../errors";
import type { OmwEvent } from "../events";
import { actorRefusal } from "../moves";
import type { OmwState } from "../state";
import { endForAbsence, markAway, markBack, startStandIn } from "./absence";
import { challenge, closeChallenge, vote } from "./judging-actions";
import { leave } from "./leave";
import { pause, resume, timerExpired } from "./server-actions";
import { chooseCategory, claim, draw, pass } from "./turn-actions";

export type OmwApplyResult = ApplyResult<OmwState, OmwEvent, OmwErrorCode>;

/**
 * Applies one action. Pure: the PRNG lives in the state and the time comes from ctx.now.
 * Bad input of any shape is refused with a code and a message (OMW-48), never thrown.
 */
export function applyOmw(state: OmwState, action: OmwAction, ctx: EngineContext): OmwApplyResult {
  const refused = precheck(state, action, ctx);
  if (refused) return refused;
  const d: Draft = { ...state };
  const step: Step = { d, derived: derive(state.config), ctx, events: [] };
  const error = dispatch(step, action);
  if (error) return error;
  d.version = state.version + 1;
  d.lastAt = ctx.now;
  return applied(d as OmwState, step.events);
}

function precheck(state: OmwState, action: OmwAction, ctx: EngineContext): OmwRejected | null {
  if (typeof action !== "object" || action === null || typeof action.type !== "string") {
    return fail("invalid-action", "That is not an Oh My Word action.");
  }
  if (!Number.isFinite(ctx.now) || ctx.now < state.lastAt) {
    return fail("time-went-backwards", "That action is older than the game's last move.");
  }
  const refused = actorRefusal(state, action.type, ctx.actor);
  if (refused) return refused;
  // OMW-24: a deadline that fell strictly before this action must be applied first; one
  // at the same instant goes after it (OMW-23). A deadline's own action only waits for
  // earlier ones. The timer package decides, as it does for the server (docs/timer.md).
  const due = earliestDeadline(state);
  const own = ownDeadline(state, action);
  if (deadlineGoesFirst(due, own ?? ctx.now)) {
    return fail("deadline-pending", "Something is due first; try again in a moment.");
  }
  return null;
}

function ownDeadline(state: OmwState, action: OmwAction): number | null {
  if (action.type === "timer-expired") return state.timer.status === "running" ? state.timer.deadline : null;
  if (action.type === "close-challenge")
    return state.claims.find((c) => c.id === action.claim)?.closesAt ?? null;
  return null;
}

function dispatch(step: Step, action: OmwAction): OmwRejected | null {
  switch (action.type) {
    case "draw":
      return draw(step);
    case "choose-category":
      return chooseCategory(step, action.category ?? null);
    case "claim":
      return claim(step, action.category, action.term);
    case "pass":
      return pass(step);
    case "challenge":
      return challenge(step, action.claim);
    case "vote":
      return vote(step, action.claim, action.accept);
    case "leave":
      return leave(step, action.seat);
    case "timer-expired":
      return timerExpired(step);
    case "close-challenge":
      return closeChallenge(step, action.claim);
    case "pause":
      return pause(step);
    case "resume":
      return resume(step);
    case "away":
      return markAway(step, action.seat, action.since);
    case "back":
      return markBack(step, action.seat);
    case "stand-in":
      return startStandIn(step, action.seat);
    case "end-for-absence":
      return endForAbsence(step, action.seat);
    default:
      return fail("invalid-action", "That is not an Oh My Word action.");
  }
}
