import { deadlineDue, deadlineGoesFirst } from "@wordhall/timer";
import type { EngineContext } from "../../core/context";
import type { GameRecord } from "../../core/game-record";
import type { OmwAction } from "../actions";
import { applyOmw, type OmwApplyResult } from "../apply/apply";
import { earliestDeadline, omwDeadlines } from "../deadlines";
import type { OmwEvent } from "../events";
import { OMW_ENGINE_VERSION, ohMyWord } from "../module";
import type { OmwState } from "../state";

/**
 * A stand-in for the server in tests, benches and the golden-record generator: it keeps
 * the state and the record, and applies deadlines the way docs/timer.md says the server
 * must (earliest first, each strictly before the next player action).
 */
export class OmwTable {
  state: OmwState;
  readonly record: GameRecord;
  /** Events of every accepted action, in order (setup first). */
  readonly events: OmwEvent[][] = [];
  /** Sees every attempted action (deadlines included) with its result, after it is applied. */
  onResult: ((actor: number | null, action: OmwAction, at: number, result: OmwApplyResult) => void) | null =
    null;

  constructor(config: unknown, seed = "table", createdAt = 1_000_000) {
    const started = ohMyWord.setup(config as never, seed, { now: createdAt, actor: null });
    if (!started.ok) throw new Error(`setup refused: ${started.error.message}`);
    this.state = started.state;
    this.events.push([...started.events]);
    this.record = {
      game: "oh-my-word",
      engineVersion: OMW_ENGINE_VERSION,
      config: this.state.config,
      seed,
      createdAt,
      actions: [],
    };
  }

  get now(): number {
    return this.state.lastAt;
  }

  /** Applies exactly this action, with no deadline handling; records it if accepted. */
  raw(actor: number | null, action: OmwAction, at = this.now): OmwApplyResult {
    const ctx: EngineContext = { now: at, actor };
    const result = applyOmw(this.state, action, ctx);
    if (result.ok) {
      this.state = result.state;
      this.events.push([...result.events]);
      this.record.actions.push({ at, seat: actor, action });
    }
    this.onResult?.(actor, action, at, result);
    return result;
  }

  /**
   * Applies every deadline that goes before an action stamped `at` (or, with `inclusive`,
   * every deadline due by `at`, as the server's scheduler would), earliest first.
   */
  advanceTo(at: number, inclusive = false): void {
    const goes = (deadline: number) =>
      inclusive ? deadlineDue(deadline, at) : deadlineGoesFirst(deadline, at);
    for (;;) {
      // Cheap test first: most calls find nothing due.
      if (!goes(earliestDeadline(this.state))) return;
      const next = omwDeadlines(this.state)[0];
      if (next === undefined || !goes(next.at)) return;
      const result = this.raw(null, next.action, Math.max(next.at, this.now));
      if (!result.ok) throw new Error(`deadline refused: ${result.error.code}`);
    }
  }

  /** As the server does: due deadlines first, then the action stamped `at`. */
  act(actor: number | null, action: OmwAction, at = this.now): OmwApplyResult {
    this.advanceTo(at);
    return this.raw(actor, action, at);
  }

  /** Like act, but throws if the action is refused: for scripted scenarios. */
  must(actor: number | null, action: OmwAction, at = this.now): OmwEvent[] {
    const result = this.act(actor, action, at);
    if (!result.ok) throw new Error(`${JSON.stringify(action)} by ${actor} refused: ${result.error.code}`);
    return [...result.events];
  }

  /** The hidden deadline, for tests only (a real server never shows it to anyone). */
  timerDeadline(): number {
    const t = this.state.timer;
    if (t.status !== "running") throw new Error("the timer is not running");
    return t.deadline;
  }

  /** Lets the timer go off now: applies every deadline up to and including the timer's. */
  expireTimer(): OmwEvent[] {
    const at = this.timerDeadline();
    const before = this.events.length;
    this.advanceTo(at, true);
    return this.events.slice(before).flat();
  }
}
