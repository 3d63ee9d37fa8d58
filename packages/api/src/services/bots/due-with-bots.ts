import type { AnyGameModule, GameKind } from "@wordhall/engine";
import { deadlineDue, deadlineGoesFirst } from "@wordhall/timer";
import type { StepResult } from "../games/live-cache";
import type { Step } from "../games/write-steps";
import { type BotRoster, type PlannedBotMove, planBotMove } from "./bot-plan";

export type DueWithBots = {
  readonly state: unknown;
  /** The engine's deadlines applied, each at its own instant. */
  readonly steps: Step[];
  readonly after: StepResult[];
  /** A bot move due now, planned on the version the steps lead to (send it after they commit). */
  readonly bot: PlannedBotMove | null;
  /** When the bots move next at that version, due or not (for the stored next deadline). */
  readonly botAt: number | null;
};

/**
 * What the scheduler does with a game that has bots, at `now`: the engine's deadlines that
 * are due and go before the bots' next move (BOT-6: a deadline strictly earlier than the move
 * goes first, as for a person's), the bots asked again after each one from the version it
 * made; then the bot move, if its instant has come.
 */
export function dueStepsWithBots(input: {
  readonly gameId: string;
  readonly kind: GameKind;
  readonly module: AnyGameModule;
  readonly state: unknown;
  readonly version: number;
  readonly lastAt: number;
  readonly roster: BotRoster;
  readonly now: number;
  readonly graceMs: number;
}): DueWithBots {
  const { module, now, graceMs } = input;
  const steps: Step[] = [];
  const after: StepResult[] = [];
  let state = input.state;
  let version = input.version;
  let lastAt = input.lastAt;
  // A deadline's action always changes what is pending; the bound guards against a bug looping.
  for (let i = 0; ; i++) {
    const plan = planBotMove({ ...input, state, version, lastAt });
    const next = module.deadlines(state)[0];
    const deadlineFirst = next !== undefined && (plan === null || deadlineGoesFirst(next.at, plan.at));
    if (i < 1000 && next !== undefined && deadlineFirst && deadlineDue(next.at, now, graceMs)) {
      const applied = module.apply(state, next.action, { now: next.at, actor: null });
      if (applied.ok) {
        state = applied.state;
        version++;
        lastAt = next.at;
        steps.push({ seat: null, clientActionId: null, action: next.action, at: next.at });
        after.push({ state, events: applied.events });
        continue;
      }
    }
    const due = plan !== null && !deadlineFirst && plan.at <= now;
    return { state, steps, after, bot: due ? plan : null, botAt: plan?.at ?? null };
  }
}
