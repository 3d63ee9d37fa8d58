import type { Db } from "@wordhall/db";
import { type AnyGameModule, type GameKind, gameModule } from "@wordhall/engine";
import type { Role } from "../../auth/roles";
import { AppError } from "../../errors";
import { gameNotFound, requireVisibleGame } from "../access/visibility";
import { type CommitOutcome, readForAction } from "./action-sql";
import { commitWithOthers } from "./commit-batch";
import { fromDbKind } from "./game-kinds";
import { earliestDeadline, gameRowSchema } from "./game-row";
import type { CachedGame, CommittedStep, LiveGameCache, StepResult } from "./live-cache";
import { type Step, writeSteps } from "./write-steps";

export type ActionOutcome = {
  /** The game's version after the action: the client's last-seen marker. */
  readonly version: number;
  /** True when this client action id had already been applied; nothing was applied again. */
  readonly duplicate: boolean;
};

const MAX_ATTEMPTS = 5;

/**
 * Applies one seat's action: load, check the seat, run the engine, and commit the new state,
 * the version + 1 and the appended action in one transaction that succeeds only against the
 * version it read. A repeated client action id returns the first result (even once the game
 * is over, so a retried last move is acknowledged rather than refused). Deadlines that
 * passed before the action arrived are applied first, exactly as the scheduler would have.
 */
export async function applyPlayerAction(
  db: Db,
  input: {
    gameId: string;
    userId: string;
    /** The caller's role: a moderator may see any game, so is told they hold no seat in it. */
    role?: Role;
    clientActionId: string;
    action: unknown;
    /** The game the procedure is for: both games have a "pass"; one must never be read as the other's. */
    kind?: GameKind;
    now?: () => number;
    /** This process's live game cache: a move on a game watched here skips the read. */
    cache?: LiveGameCache;
  },
): Promise<ActionOutcome> {
  const clock = input.now ?? Date.now;
  const cached = input.cache?.latest(input.gameId);
  if (cached) {
    const outcome = await applyOnCached(db, input, cached, clock());
    if (outcome) return outcome;
  }
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const read = await readForAction(db, input);
    if (!read) throw gameNotFound();
    const row = gameRowSchema.parse({ id: input.gameId, ...read });
    const seat = read.seat;
    // Before anything else is said about the game: someone who may not see it learns nothing.
    if (seat === null)
      await requireVisibleGame(db, { id: input.userId, role: input.role ?? "player" }, row.id);
    const kind = fromDbKind(row.kind);
    if (input.kind && kind !== input.kind) {
      throw new AppError("BAD_REQUEST", "That move belongs to another game than this one.");
    }
    if (seat === null) throw new AppError("FORBIDDEN", "You are not playing in this game.");
    // Before the status: a retry of the move that ended the game gets its acknowledgement.
    if (read.prior !== null) return { version: read.prior, duplicate: true };
    if (row.status === "aborted") {
      const reason = read.endedReason ?? "no reason given";
      // The reason is a moderator's sentence; don't add a second full stop.
      throw new AppError(
        "CONFLICT",
        `A moderator ended this game: ${reason}${/[.!?]$/.test(reason) ? "" : "."}`,
      );
    }
    if (row.status !== "active") throw new AppError("CONFLICT", "This game is over.");
    const module = gameModule(kind) as AnyGameModule;
    const parsed = module.actionSchema.safeParse(input.action);
    if (!parsed.success) {
      throw new AppError(
        "BAD_REQUEST",
        `That action is not valid: ${parsed.error.issues.map((i) => i.message).join("; ")}`,
      );
    }

    const move = planMove(module, row.state, parsed.data, seat, input.clientActionId, clock());
    if (!move.ok) throw new AppError("BAD_REQUEST", move.error.message, move.error.code);

    // A move that ends the game also writes results and ratings: that takes a transaction.
    const written = move.ends
      ? await writeSteps(db, { module, row, steps: move.steps, finalState: move.state })
      : await commitMove(db, input.cache, module, row.id, row.version, move);
    if (written === "stale" || written === "duplicate") continue;
    return { version: written.version, duplicate: false };
  }
  throw new AppError("CONFLICT", "The game changed while your move was being applied. Please try again.");
}

/**
 * The move against the state this process's live cache holds, with no read. Null whenever
 * the answer could hang on what the cache may not know (a refusal, a game over, someone
 * without a seat here, a game's end, a write that found the game moved on or the action id
 * taken): the reading path then decides, and words any refusal.
 */
async function applyOnCached(
  db: Db,
  input: {
    gameId: string;
    userId: string;
    clientActionId: string;
    action: unknown;
    kind?: GameKind;
    cache?: LiveGameCache;
  },
  cached: CachedGame,
  now: number,
): Promise<ActionOutcome | null> {
  if (input.kind && cached.kind !== input.kind) return null;
  const seat = cached.seatOf(input.userId);
  if (seat === null) return null;
  const module = gameModule(cached.kind) as AnyGameModule;
  if (module.result(cached.state) !== null) return null;
  const parsed = module.actionSchema.safeParse(input.action);
  if (!parsed.success) return null;
  const move = planMove(module, cached.state, parsed.data, seat, input.clientActionId, now);
  if (!move.ok || move.ends) return null;
  const written = await commitMove(db, input.cache, module, input.gameId, cached.version, move);
  if (written === "stale" || written === "duplicate") return null;
  return { version: written.version, duplicate: false };
}

type Move =
  | { ok: false; error: { message: string; code?: string } }
  | {
      ok: true;
      steps: Step[];
      /** The state and events after each step. */
      after: StepResult[];
      state: unknown;
      ends: boolean;
    };

/** The due deadlines, then the seat's action, applied to `state` at `now`. */
function planMove(
  module: AnyGameModule,
  state: unknown,
  action: unknown,
  seat: number,
  clientActionId: string,
  now: number,
): Move {
  const due = dueDeadlineSteps(module, state, now);
  const result = module.apply(due.state, action, { now, actor: seat });
  if (!result.ok) return { ok: false, error: result.error };
  return {
    ok: true,
    steps: [...due.steps, { seat, clientActionId, action, at: now }],
    after: [...due.after, { state: result.state, events: result.events }],
    state: result.state,
    ends: module.result(result.state) !== null,
  };
}

/**
 * A move that does not end the game, in one statement (shared with other games' moves that
 * wait at the same moment); the live cache hears how it went.
 */
async function commitMove(
  db: Db,
  cache: LiveGameCache | undefined,
  module: AnyGameModule,
  gameId: string,
  fromVersion: number,
  move: Extract<Move, { ok: true }>,
): Promise<CommitOutcome> {
  const settled = cache?.writing(gameId, fromVersion);
  let committed: CommittedStep[] | null = null;
  try {
    const written = await commitWithOthers(db, {
      gameId,
      fromVersion,
      steps: move.steps,
      state: move.state,
      nextDeadline: earliestDeadline(module, move.state)?.getTime() ?? null,
    });
    if (written !== "stale" && written !== "duplicate") {
      committed = move.after.map((a, i) => ({
        version: fromVersion + i + 1,
        state: a.state,
        events: a.events,
      }));
    }
    return written;
  } finally {
    settled?.(committed);
  }
}

/** Every deadline at or before `now`, applied in order with its own moment as the time. */
export function dueDeadlineSteps(
  module: AnyGameModule,
  state: unknown,
  now: number,
): { state: unknown; steps: Step[]; after: StepResult[] } {
  const steps: Step[] = [];
  const after: StepResult[] = [];
  let current = state;
  // A deadline's action always changes what is pending; the bound guards against a bug looping.
  for (let i = 0; i < 1000; i++) {
    const next = module.deadlines(current)[0];
    if (!next || next.at > now) break;
    const applied = module.apply(current, next.action, { now: next.at, actor: null });
    if (!applied.ok) break;
    current = applied.state;
    steps.push({ seat: null, clientActionId: null, action: next.action, at: next.at });
    after.push({ state: current, events: applied.events });
  }
  return { state: current, steps, after };
}
