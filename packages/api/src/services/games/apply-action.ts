import type { Db } from "@wordhall/db";
import { type CommitOutcome, readForAction } from "@wordhall/db/game-store";
import type { AnyGameModule, GameKind } from "@wordhall/engine";
import { compensatedTime } from "@wordhall/timer";
import type { Role } from "../../auth/roles";
import { AppError } from "../../errors";
import { gameNotFound, requireVisibleGame } from "../access/visibility";
import { type BotRoster, planBotMove } from "../bots/bot-plan";
import { commitWithOthers } from "./commit-batch";
import { deadlineStepsBefore } from "./due-deadlines";
import { fromDbKind } from "./game-kinds";
import { gameModule } from "./game-modules";
import { scheduledAt } from "./game-row";
import { type Echo, type LagSource, NO_LAG } from "./lag-source";
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
 * passed before the action are applied first, exactly as the scheduler would have.
 *
 * The action counts at its receive time less the sender's measured lag, capped, and never
 * before the game's last action (docs/timer.md): that stamp is ctx.now, decides which
 * deadlines go first, and is what the game's record stores.
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
    /** This process's lag meter; without one nobody's lag is credited. */
    lag?: LagSource;
    /** The live event the sender last received, and how long it held it: a lag sample. */
    echo?: Echo;
    /**
     * The version the action was planned on (a bot's move): applied only while the game is
     * still there, else refused with CONFLICT, because it was decided on what the seat saw then.
     */
    atVersion?: number;
  },
): Promise<ActionOutcome> {
  const receivedAt = (input.now ?? Date.now)();
  const lag = input.lag ?? NO_LAG;
  const lagMs = lag.lagOf(input.gameId, input.userId, input.echo, receivedAt);
  const timing: Timing = {
    stampAfter: (lastAt) => compensatedTime(receivedAt, lagMs, lastAt, lag.policy),
    graceMs: () => lag.graceFor(input.gameId),
  };
  const cached = input.cache?.latest(input.gameId);
  if (cached) {
    const outcome = await applyOnCached(db, input, cached, timing);
    if (outcome) return outcome;
  }
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const row = await readForAction(db, input);
    if (!row) throw gameNotFound();
    const seat = row.seat;
    // Before anything else is said about the game: someone who may not see it learns nothing.
    if (seat === null)
      await requireVisibleGame(db, { id: input.userId, role: input.role ?? "player" }, row.id);
    const kind = fromDbKind(row.kind);
    if (input.kind && kind !== input.kind) {
      throw new AppError("BAD_REQUEST", "That move belongs to another game than this one.");
    }
    if (seat === null) throw new AppError("FORBIDDEN", "You are not playing in this game.");
    // Before the status: a retry of the move that ended the game gets its acknowledgement.
    if (row.prior !== null) return { version: row.prior, duplicate: true };
    if (row.status === "aborted") {
      const reason = row.endedReason ?? "no reason given";
      // The reason is a moderator's sentence; don't add a second full stop.
      throw new AppError(
        "CONFLICT",
        `A moderator ended this game: ${reason}${/[.!?]$/.test(reason) ? "" : "."}`,
      );
    }
    if (row.status !== "active") throw new AppError("CONFLICT", "This game is over.");
    if (input.atVersion !== undefined && row.version !== input.atVersion) throw movedOn();
    const module = gameModule(kind) as AnyGameModule;
    const parsed = module.actionSchema.safeParse(input.action);
    if (!parsed.success) {
      throw new AppError(
        "BAD_REQUEST",
        `That action is not valid: ${parsed.error.issues.map((i) => i.message).join("; ")}`,
      );
    }

    const at = timing.stampAfter(row.lastAt);
    const move = planMove(module, row.state, parsed.data, seat, input.clientActionId, at);
    if (!move.ok) throw new AppError("BAD_REQUEST", move.error.message, move.error.code);

    // A move that ends the game also writes results and ratings: that takes a transaction.
    const roster = { seed: row.seed, seats: row.bots };
    const written = move.ends
      ? await writeSteps(db, { module, row, steps: move.steps, finalState: move.state })
      : await commitMove(db, input.cache, module, row.id, row.version, move, timing.graceMs(), roster);
    if (written === "stale" || written === "duplicate") continue;
    return { version: written.version, duplicate: false };
  }
  throw new AppError("CONFLICT", "The game changed while your move was being applied. Please try again.");
}

const movedOn = () => new AppError("CONFLICT", "The game moved on before this move was sent.");

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
    atVersion?: number;
  },
  cached: CachedGame,
  timing: Timing,
): Promise<ActionOutcome | null> {
  if (input.kind && cached.kind !== input.kind) return null;
  if (input.atVersion !== undefined && cached.version !== input.atVersion) return null;
  const seat = cached.seatOf(input.userId);
  if (seat === null) return null;
  const module = gameModule(cached.kind) as AnyGameModule;
  if (module.result(cached.state) !== null) return null;
  const parsed = module.actionSchema.safeParse(input.action);
  if (!parsed.success) return null;
  const at = timing.stampAfter(cached.lastAt);
  const move = planMove(module, cached.state, parsed.data, seat, input.clientActionId, at);
  if (!move.ok || move.ends) return null;
  const written = await commitMove(
    db,
    input.cache,
    module,
    input.gameId,
    cached.version,
    move,
    timing.graceMs(),
    cached.bots,
  );
  if (written === "stale" || written === "duplicate") return null;
  return { version: written.version, duplicate: false };
}

/** When this action counts, given the game's last action, and the grace its deadlines get. */
type Timing = { stampAfter(lastAt: number): number; graceMs(): number };

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

/** The deadlines that go first, then the seat's action, applied to `state` at `at`. */
function planMove(
  module: AnyGameModule,
  state: unknown,
  action: unknown,
  seat: number,
  clientActionId: string,
  at: number,
): Move {
  const due = deadlineStepsBefore(module, state, at);
  const result = module.apply(due.state, action, { now: at, actor: seat });
  if (!result.ok) return { ok: false, error: result.error };
  return {
    ok: true,
    steps: [...due.steps, { seat, clientActionId, action, at }],
    after: [...due.after, { state: result.state, events: result.events }],
    state: result.state,
    ends: module.result(result.state) !== null,
  };
}

/**
 * A move that does not end the game, in one statement (shared with other games' moves that
 * wait at the same moment); the live cache hears how it went. The next deadline stored
 * includes the game's bots' next move, planned on the version this commit makes.
 */
async function commitMove(
  db: Db,
  cache: LiveGameCache | undefined,
  module: AnyGameModule,
  gameId: string,
  fromVersion: number,
  move: Extract<Move, { ok: true }>,
  graceMs: number,
  roster: BotRoster,
): Promise<CommitOutcome> {
  const bot = planBotMove({
    gameId,
    kind: module.kind,
    state: move.state,
    version: fromVersion + move.steps.length,
    lastAt: move.steps[move.steps.length - 1]?.at ?? 0,
    roster,
  });
  const settled = cache?.writing(gameId, fromVersion);
  let committed: CommittedStep[] | null = null;
  try {
    const written = await commitWithOthers(db, {
      gameId,
      fromVersion,
      steps: move.steps,
      state: move.state,
      nextDeadline: scheduledAt(module, move.state, graceMs, bot?.at ?? null),
    });
    if (written !== "stale" && written !== "duplicate") {
      committed = move.after.map((a, i) => ({
        version: fromVersion + i + 1,
        at: move.steps[i]?.at ?? 0,
        state: a.state,
        events: a.events,
      }));
    }
    return written;
  } finally {
    settled?.(committed);
  }
}
