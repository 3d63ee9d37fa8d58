import type { EngineContext } from "../core/context";
import type { Derived } from "./derived";
import type { OmwEvent } from "./events";
import type { OmwState } from "./state";

/**
 * A shallow, writable copy of the state that one action works on. Handlers replace fields
 * (and copy any array they change) instead of mutating what the previous state shares,
 * so an action costs what it touches rather than a clone of the whole game.
 */
export type Draft = { -readonly [K in keyof OmwState]: OmwState[K] };

export type Step = {
  readonly d: Draft;
  readonly derived: Derived;
  readonly ctx: EngineContext;
  readonly events: OmwEvent[];
};

/** Copy with one element replaced. */
export function withAt<T>(items: readonly T[], index: number, value: T): T[] {
  const out = items.slice();
  out[index] = value;
  return out;
}

/** Copy without the element at `index` (order is not kept: the last element moves into the gap). */
export function withoutAt<T>(items: readonly T[], index: number): T[] {
  const out = items.slice();
  const last = out.pop() as T;
  if (index < out.length) out[index] = last;
  return out;
}
