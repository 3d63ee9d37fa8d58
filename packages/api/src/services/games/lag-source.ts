import { DEFAULT_LAG_POLICY, type LagPolicy } from "@wordhall/timer";

/**
 * What a move carries to be measured by: the version of the last live event its sender
 * received, and how long it held that event before sending (docs/timer.md).
 */
export type Echo = { readonly v: number; readonly heldMs: number };

/**
 * What the action path uses of this process's lag meter (realtime's LagMeter, which
 * services may not import): the sender's measured one-way lag, and the grace the
 * scheduler must wait past a game's deadlines while a credited action may be on its way.
 */
export interface LagSource {
  readonly policy: LagPolicy;
  /** Takes the move's echo as a sample when it can, and returns the sender's lag (0 unmeasured). */
  lagOf(gameId: string, userId: string, echo: Echo | undefined, receivedAt: number): number;
  /** Milliseconds past a deadline before it may be applied with no action asking for it. */
  graceFor(gameId: string): number;
}

/** No meter (no live layer in this process): nobody's lag is known, nothing is credited. */
export const NO_LAG: LagSource = {
  policy: DEFAULT_LAG_POLICY,
  lagOf: () => 0,
  graceFor: () => 0,
};
