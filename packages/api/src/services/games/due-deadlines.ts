import type { AnyGameModule } from "@wordhall/engine";
import { deadlineDue, deadlineGoesFirst } from "@wordhall/timer";
import type { StepResult } from "./live-cache";
import type { Step } from "./write-steps";

export type DeadlineSteps = { state: unknown; steps: Step[]; after: StepResult[] };

/**
 * The deadlines that go before a player's action stamped `at` (docs/timer.md rule 4: those
 * strictly earlier; one at the very instant goes after it), applied earliest first, each
 * at its own moment. The engine refuses the action with "deadline-pending" on exactly the
 * same rule, because both ask the timer package.
 */
export function deadlineStepsBefore(module: AnyGameModule, state: unknown, at: number): DeadlineSteps {
  return applyWhile(module, state, (deadline) => deadlineGoesFirst(deadline, at));
}

/**
 * The deadlines the server may apply on its own at `now`: due from their instant, or
 * `graceMs` later while a lag-compensated action may still be on its way.
 */
export function expiredDeadlineSteps(
  module: AnyGameModule,
  state: unknown,
  now: number,
  graceMs = 0,
): DeadlineSteps {
  return applyWhile(module, state, (deadline) => deadlineDue(deadline, now, graceMs));
}

function applyWhile(
  module: AnyGameModule,
  state: unknown,
  goes: (deadline: number) => boolean,
): DeadlineSteps {
  const steps: Step[] = [];
  const after: StepResult[] = [];
  let current = state;
  // A deadline's action always changes what is pending; the bound guards against a bug looping.
  for (let i = 0; i < 1000; i++) {
    const next = module.deadlines(current)[0];
    if (!next || !goes(next.at)) break;
    const applied = module.apply(current, next.action, { now: next.at, actor: null });
    if (!applied.ok) break;
    current = applied.state;
    steps.push({ seat: null, clientActionId: null, action: next.action, at: next.at });
    after.push({ state: current, events: applied.events });
  }
  return { state: current, steps, after };
}
