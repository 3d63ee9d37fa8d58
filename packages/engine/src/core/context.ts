/**
 * Everything from the outside world an engine may know about. Time is injected so that
 * the engine stays pure and a replay of the action log reproduces the state exactly.
 */
export type EngineContext = {
  /** Server time in epoch milliseconds at which the action was accepted. */
  readonly now: number;
};
