import type { z } from "zod";
import type { SeatStatus } from "./absence";
import type { EngineContext } from "./context";
import type { GameKind } from "./game-record";
import type { ApplyResult } from "./result";

/**
 * A moment at which the server must apply an action on its own, e.g. the hidden timer going
 * off or a decision time limit running out. The server stores the earliest one with the game
 * and applies `action` (with actor null and now = the time it noticed) exactly once, keyed by
 * the game's version.
 */
export type Deadline<Action> = {
  readonly kind: string;
  /** Epoch ms. Never sent to clients when the deadline is secret (Oh My Word's timer). */
  readonly at: number;
  readonly action: Action;
};

/**
 * What every game offers the server, the replay CLI and the web app. Implementations are
 * pure: same inputs, same outputs, no IO, no clock, no Math.random.
 */
export interface GameModule<Config, State, Action, Event, View, EventView, Result> {
  readonly kind: GameKind;
  /** Bumped whenever a rule change would make old records replay differently. */
  readonly engineVersion: string;
  /** Validates and fills defaults of a room's config (zod 4). */
  readonly configSchema: z.ZodType<Config, unknown>;
  /** Validates one action sent by a client or the server (zod 4). */
  readonly actionSchema: z.ZodType<Action, unknown>;
  setup(config: Config, seed: string, ctx: EngineContext): ApplyResult<State, Event>;
  apply(state: State, action: Action, ctx: EngineContext): ApplyResult<State, Event>;
  /** Built from an allow-list: what one seat (or a spectator, null) may see. */
  view(state: State, seat: number | null): View;
  /** The same allow-list discipline for events: what one seat (or a spectator) may see of each. */
  eventsFor(events: readonly Event[], seat: number | null): EventView[];
  /** Pending server-side deadlines, earliest first; empty when none. */
  deadlines(state: State): Deadline<Action>[];
  /** Null while the game runs; the final standings once it is over. */
  result(state: State): Result | null;
  /** Per seat: left, away (and since when), and whether the game waits on it now. */
  seats(state: State): readonly SeatStatus[];
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds modules of different games.
export type AnyGameModule = GameModule<any, any, any, any, any, any, any>;
