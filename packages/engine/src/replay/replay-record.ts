import type { AnyGameModule } from "../core/game-module";
import { type GameKind, type GameRecord, gameRecordSchema } from "../core/game-record";

export type ReplayFailure = {
  readonly ok: false;
  /** Index of the offending action in `actions`, or null when the record itself is at fault. */
  readonly index: number | null;
  readonly code: string;
  readonly message: string;
};

// biome-ignore lint/suspicious/noExplicitAny: the state type depends on the game in the record.
export type ReplaySuccess = { readonly ok: true; readonly module: AnyGameModule; readonly state: any };

/**
 * Replay is a fold of the recorded actions over the setup (docs/game-records.md). It
 * stops at the first action the engine refuses, since an honest record never holds one.
 * `onState` sees the state after setup (index -1) and after each action. A BuyWord module
 * brings the lexicons it was made with; one it lacks throws MissingLexiconError at set-up.
 */
export function replayRecord(
  module: AnyGameModule,
  record: GameRecord,
  // biome-ignore lint/suspicious/noExplicitAny: see ReplaySuccess.
  onState?: (state: any, index: number, events: readonly unknown[]) => void,
): ReplaySuccess | ReplayFailure {
  if (record.engineVersion !== module.engineVersion) {
    return {
      ok: false,
      index: null,
      code: "engine-version",
      message: `The record was made by engine ${record.engineVersion}, this is ${module.engineVersion}.`,
    };
  }
  const config = module.configSchema.safeParse(record.config);
  if (!config.success) {
    return {
      ok: false,
      index: null,
      code: "invalid-config",
      message: config.error.issues[0]?.message ?? "bad config",
    };
  }
  const setup = module.setup(config.data, record.seed, { now: record.createdAt, actor: null });
  if (!setup.ok) return { ok: false, index: null, code: setup.error.code, message: setup.error.message };
  let state = setup.state;
  onState?.(state, -1, []);
  for (let i = 0; i < record.actions.length; i++) {
    const entry = record.actions[i];
    if (entry === undefined) break;
    const action = module.actionSchema.safeParse(entry.action);
    if (!action.success) {
      const issue = action.error.issues[0];
      return {
        ok: false,
        index: i,
        code: "invalid-action",
        message: `Not a valid ${record.game} action: ${issue?.message ?? "unknown problem"}${issue?.path.length ? ` at ${issue.path.join(".")}` : ""}.`,
      };
    }
    const result = module.apply(state, action.data, { now: entry.at, actor: entry.seat });
    if (!result.ok) return { ok: false, index: i, code: result.error.code, message: result.error.message };
    state = result.state;
    onState?.(state, i, result.events);
  }
  return { ok: true, module, state };
}

/**
 * Validates an untrusted record (e.g. a file) and replays it with the game it names, looked up
 * in `games` (gameModules({ lexicons }), or any subset of it).
 */
export function replayUnknownRecord(
  input: unknown,
  games: Readonly<Partial<Record<GameKind, AnyGameModule>>>,
): ReplaySuccess | ReplayFailure {
  const parsed = gameRecordSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join(".")}` : "";
    // An action-level shape problem (e.g. a bad "at") still points at its index.
    const index = issue?.path[0] === "actions" && typeof issue.path[1] === "number" ? issue.path[1] : null;
    return {
      ok: false,
      index,
      code: "invalid-record",
      message: `Not a game record: ${issue?.message ?? "unknown problem"}${where}.`,
    };
  }
  const module = games[parsed.data.game];
  if (module === undefined) {
    return {
      ok: false,
      index: null,
      code: "unknown-game",
      message: `No engine for the game "${parsed.data.game}".`,
    };
  }
  return replayRecord(module, parsed.data);
}
