import {
  type AnyGameModule,
  type BuywordModule,
  type BuywordState,
  type GameRecord,
  gameModules,
  gameRecordSchema,
  type RecordedAction,
  replayRecord,
} from "@wordhall/engine";
import type { Lexicons, WordSource } from "@wordhall/words";

// The replay viewer's engine side: folds a record into one state per step, so any step can be
// shown at once for any seat. Pure; the viewer loads this module only on the replay route.

export type ReplayFrame = {
  /** -1 for the set-up, then the index of the action that led to this state. */
  readonly index: number;
  readonly entry: RecordedAction | null;
  /** What the engine said happened (raw: shown only through eventsFor, per perspective). */
  readonly events: readonly unknown[];
  // biome-ignore lint/suspicious/noExplicitAny: the state's type depends on the game in the record.
  readonly state: any;
};

export type Replay =
  | {
      readonly ok: true;
      readonly record: GameRecord;
      readonly module: AnyGameModule;
      readonly frames: readonly ReplayFrame[];
      readonly seats: number;
      /** A seat's name as the table showed it (from the record), or "Seat n". */
      readonly name: (seat: number) => string;
    }
  | { readonly ok: false; readonly message: string };

/** Checks an untrusted record (a file, or the server's answer) and names what is wrong with it. */
export function parseRecord(
  input: unknown,
): { ok: true; record: GameRecord } | { ok: false; message: string } {
  const parsed = gameRecordSchema.safeParse(input);
  if (parsed.success) return { ok: true, record: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? ` (at ${issue.path.join(".")})` : "";
  return {
    ok: false,
    message: `This is not a Wordhall game record: ${issue?.message ?? "unknown problem"}${where}.`,
  };
}

/**
 * Replays every step, judging BuyWord sales by `lexicons` (replayLexicons). An honest record never
 * fails; a tampered one stops at the first bad action.
 */
export function buildReplay(record: GameRecord, lexicons: Lexicons): Replay {
  const module: AnyGameModule | undefined = gameModules({ lexicons })[record.game];
  if (!module) return { ok: false, message: `This viewer can't replay ${record.game} games.` };
  const frames: ReplayFrame[] = [];
  const outcome = replayRecord(module, record, (state, index, events) => {
    frames.push({ index, entry: index < 0 ? null : (record.actions[index] ?? null), events, state });
  });
  if (!outcome.ok) {
    const at = outcome.index === null ? "" : ` Action ${outcome.index + 1} was refused:`;
    return { ok: false, message: `The record does not replay.${at} ${outcome.message}` };
  }
  const first = frames[0]?.state;
  const seats = first ? countSeats(module.view(first, null)) : 0;
  const names = new Map((record.players ?? []).map((p) => [p.seat, p.name]));
  const name = (seat: number) => names.get(seat) ?? `Seat ${seat + 1}`;
  return { ok: true, record, module, frames, seats, name };
}

/**
 * A BuyWord replay's judge: the room's own (its lexicon and house words), so "what the best
 * sale plan would fetch" is judged as the game's sales were. Null for Oh My Word.
 */
export function replayJudge(replay: Extract<Replay, { ok: true }>): WordSource | null {
  if (replay.record.game !== "buyword") return null;
  const config = (replay.frames[0]?.state as BuywordState | undefined)?.config;
  return config ? (replay.module as BuywordModule).judge(config) : null;
}

function countSeats(view: unknown): number {
  const v = view as { seats?: unknown[]; players?: unknown[] };
  return v.seats?.length ?? v.players?.length ?? 0;
}

/**
 * A step as raw data, for the "as data" toggle and for a step whose events say nothing
 * (a refused-and-kept action never happens; a server tick with no visible change can).
 */
export function describeStep(entry: RecordedAction | null, name: (seat: number) => string): string {
  if (entry === null) return "The game is set up";
  const who = entry.seat === null ? "The server" : name(entry.seat);
  const action = (entry.action ?? {}) as Record<string, unknown>;
  const type = typeof action.type === "string" ? action.type.replace(/-/g, " ") : "acts";
  return `${who}: ${type}`;
}
