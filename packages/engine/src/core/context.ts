/**
 * Everything from the outside world an engine may know about. Time and the acting seat are
 * injected so that the engine stays pure and a replay of the action log reproduces the
 * state exactly.
 */
export type EngineContext = {
  /** Server time in epoch milliseconds at which the action was accepted. */
  readonly now: number;
  /**
   * The seat that sent the action, as authenticated by the server, or null when the server
   * itself acts (a timer expiring, a moderator ending a stuck game).
   */
  readonly actor: number | null;
};
