/**
 * The shape every game's `apply` returns. Illegal input is a value, never an exception,
 * so the server can turn it into a 4xx without try/catch around game logic.
 */
export type EngineError<Code extends string = string> = {
  readonly code: Code;
  /** A sentence a player can read as-is. */
  readonly message: string;
};

export type Applied<State, Event> = {
  readonly ok: true;
  readonly state: State;
  readonly events: readonly Event[];
};
export type Rejected<Code extends string = string> = {
  readonly ok: false;
  readonly error: EngineError<Code>;
};
export type ApplyResult<State, Event, Code extends string = string> = Applied<State, Event> | Rejected<Code>;

export function applied<State, Event>(state: State, events: readonly Event[] = []): Applied<State, Event> {
  return { ok: true, state, events };
}

export function rejected<Code extends string>(code: Code, message: string): Rejected<Code> {
  return { ok: false, error: { code, message } };
}
