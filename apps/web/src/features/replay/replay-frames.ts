import {
  type AnyGameModule,
  type GameRecord,
  gameModule,
  gameRecordSchema,
  type RecordedAction,
  replayRecord,
} from "@wordhall/engine";

// The replay viewer's engine side: folds a record into one state per step, so any step can be
// shown at once for any seat. Pure; the viewer loads this module only on the replay route.

export type ReplayFrame = {
  /** -1 for the set-up, then the index of the action that led to this state. */
  readonly index: number;
  readonly entry: RecordedAction | null;
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

/** Replays every step. An honest record never fails; a tampered one stops at the first bad action. */
export function buildReplay(record: GameRecord): Replay {
  const module = gameModule(record.game);
  if (!module) return { ok: false, message: `This viewer can't replay ${record.game} games.` };
  const frames: ReplayFrame[] = [];
  const outcome = replayRecord(module, record, (state, index) => {
    frames.push({ index, entry: index < 0 ? null : (record.actions[index] ?? null), state });
  });
  if (!outcome.ok) {
    const at = outcome.index === null ? "" : ` Action ${outcome.index + 1} was refused:`;
    return { ok: false, message: `The record does not replay.${at} ${outcome.message}` };
  }
  const first = frames[0]?.state;
  const seats = first ? countSeats(module.view(first, null)) : 0;
  return { ok: true, record, module, frames, seats };
}

function countSeats(view: unknown): number {
  const v = view as { seats?: unknown[]; players?: unknown[] };
  return v.seats?.length ?? v.players?.length ?? 0;
}

/** "Seat 2 claims …", "The server: timer expired" — one line for a step, for the step list. */
export function describeStep(entry: RecordedAction | null): string {
  if (entry === null) return "The game is set up";
  const who = entry.seat === null ? "The server" : `Seat ${entry.seat + 1}`;
  const action = (entry.action ?? {}) as Record<string, unknown>;
  const type = typeof action.type === "string" ? action.type.replace(/-/g, " ") : "acts";
  const details = Object.entries(action)
    .filter(([key]) => key !== "type")
    .map(([key, value]) => `${key} ${typeof value === "string" ? `"${value}"` : JSON.stringify(value)}`)
    .join(", ");
  return `${who}: ${type}${details ? ` (${details})` : ""}`;
}
