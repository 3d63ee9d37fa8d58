import type { Db, Prisma } from "@wordhall/db";
import {
  type ClaimedGame,
  claimDueGames,
  ExpiryFailed,
  type ExpiryPlan,
  expireDueGames,
  readClaimedGame,
  storeNextDeadline,
} from "@wordhall/db/game-store";
import type { AnyGameModule } from "@wordhall/engine";
import { recordTimerExpiries } from "../../observability/action-timing";
import type { PlannedBotMove } from "../bots/bot-plan";
import { dueStepsWithBots } from "../bots/due-with-bots";
import { botMovesInFlight, type DueBotMove, playBotMoves } from "../bots/play-bot-move";
import { expiredDeadlineSteps } from "./due-deadlines";
import { fromDbKind } from "./game-kinds";
import { gameModule } from "./game-modules";
import { scheduledAt } from "./game-row";
import { type LagSource, NO_LAG } from "./lag-source";
import type { CachedGame, LiveGameCache } from "./live-cache";
import { writeStepsIn } from "./write-steps";

/** Applying a game's deadlines failed; nothing of that transaction was stored. */
export class DeadlineFailed extends Error {
  constructor(
    readonly gameId: string,
    cause: unknown,
  ) {
    super(`game ${gameId}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/**
 * Applies every deadline that has passed, for every game, exactly once however many server
 * instances run this at the same moment: each game is claimed with FOR UPDATE SKIP LOCKED,
 * and the write is guarded by the version read. Returns the games it advanced. Games in
 * `skip()` are left alone (the caller is waiting before it tries them again). A game whose
 * players' lag is measured waits its grace past each deadline (docs/timer.md): the grace
 * is part of the stored `nextDeadline`, so whichever instance claims it honours it.
 *
 * Most expiries go through the game store's four-round-trip path (claim, plan, one commit
 * statement); one that ends its game needs results and ratings in the same transaction, so
 * it is deferred to a Prisma transaction that claims it again by id.
 *
 * A game's stored deadline also wakes the scheduler for its bots' next move (bot-plan.ts).
 * A claimed game whose bot move is due is released unchanged, and once its lock is gone the
 * move goes through the player's path (play-bot-move.ts), guarded by the version it was
 * planned on and keyed by a client action id of its seat and version, so it too is applied
 * exactly once whichever instances send it.
 */
export async function applyDueDeadlines(
  db: Db,
  now: number,
  batch = 20,
  /** Games to leave alone, asked for just before each claim (the scheduler's resting ones). */
  skip: () => readonly string[] = () => [],
  lag: LagSource = NO_LAG,
  /**
   * Told of a game whose deadlines failed while its row is still locked, so a caller that
   * rests failing games (the scheduler) rests it before another of its workers can claim it.
   */
  failed: (gameId: string) => void = () => {},
  options: {
    /** This process's live game cache, for the bot moves it sends (a watched game skips the read). */
    readonly cache?: LiveGameCache;
    /** Told whether another claim would find more due games (false: this round got them all). */
    readonly more?: (more: boolean) => void;
  } = {},
): Promise<string[]> {
  const { cache } = options;
  const expired: number[] = [];
  const bots: DueBotMove[] = [];
  // Games whose bot move this process is sending stay with the worker sending it.
  const leave = () => [...skip(), ...botMovesInFlight(db)];
  let advanced: string[];
  try {
    const onFailure = (ids: readonly string[]) => {
      if (ids.length === 1 && ids[0] !== undefined) failed(ids[0]);
    };
    const fast = await expireDueGames(db, { now, limit: batch, skip: leave, onFailure }, (game) =>
      planExpiry(game, now, lag, expired, bots),
    );
    recordTimerExpiries(expired);
    options.more?.(fast.more || fast.deferred.length > 0);
    advanced = fast.committed;
    if (fast.deferred.length > 0) {
      const ended = await applyInTransaction(db, {
        now,
        batch: fast.deferred.length,
        skip: leave,
        lag,
        only: fast.deferred,
        failed,
        bots,
      });
      advanced = [...advanced, ...ended];
    }
  } catch (error) {
    if (!(error instanceof ExpiryFailed)) throw error;
    // One claimed game is the one at fault (the scheduler rests it); of several, the
    // transactional path applies them one by one and names it.
    const [only, ...more] = error.gameIds;
    if (only !== undefined && more.length === 0) throw new DeadlineFailed(only, error.cause);
    bots.length = 0;
    advanced = await applyInTransaction(db, {
      now,
      batch,
      skip: leave,
      lag,
      only: error.gameIds,
      failed,
      bots,
    });
  }
  const played = await playBotMoves(db, bots, { cache, lag });
  const [failure] = played.failed;
  for (const { move } of played.failed) failed(move.gameId);
  if (failure) throw new DeadlineFailed(failure.move.gameId, failure.error);
  return [...advanced, ...played.applied];
}

/** What the fast path does with a claimed game (see applyDueDeadlines). */
function planExpiry(
  game: ClaimedGame,
  now: number,
  lag: LagSource,
  expired: number[],
  bots: DueBotMove[],
): ExpiryPlan {
  const { module, state, steps, graceMs, bot, botAt } = dueSteps(game, now, lag);
  if (steps.length === 0) {
    if (!bot) return { storeDeadline: scheduledAt(module, game.state, graceMs, botAt) };
    bots.push({ move: bot, seen: seenAs(game, bot) });
    return { release: true };
  }
  if (module.result(state) !== null) return { defer: true };
  expired.push(...steps.map((step) => step.at));
  return {
    commit: {
      gameId: game.id,
      fromVersion: game.version,
      steps,
      state,
      // A bot move due right after these steps makes this due at once: the next round sends it.
      nextDeadline: scheduledAt(module, state, graceMs, botAt),
    },
  };
}

/**
 * The expiries due in a claimed game at `now`, with the lag grace it waits; in a game with
 * bots, only those before the bots' next move, and that move when it is due.
 */
function dueSteps(game: ClaimedGame, now: number, lag: LagSource) {
  const kind = fromDbKind(game.kind);
  const module = gameModule(kind) as AnyGameModule;
  const first = module.deadlines(game.state)[0];
  // The grace the writer stored (any instance's), or this instance's own measure.
  const carried = first && game.nextDeadline !== null ? game.nextDeadline - first.at : 0;
  const cap = Math.max(0, lag.policy.maxCompensationMs);
  const graceMs = Math.min(cap, Math.max(0, carried, lag.graceFor(game.id)));
  if (game.bots.length === 0) {
    return {
      module,
      graceMs,
      ...expiredDeadlineSteps(module, game.state, now, graceMs),
      bot: null,
      botAt: null,
    };
  }
  const roster = { seed: game.seed, seats: game.bots };
  return {
    module,
    graceMs,
    ...dueStepsWithBots({
      gameId: game.id,
      kind,
      module,
      state: game.state,
      version: game.version,
      lastAt: game.lastAt,
      roster,
      now,
      graceMs,
    }),
  };
}

/** The transactional path: claims (only `only`, when given) and applies in a Prisma transaction. */
async function applyInTransaction(
  db: Db,
  input: {
    now: number;
    batch: number;
    skip: () => readonly string[];
    lag: LagSource;
    only?: readonly string[];
    failed: (gameId: string) => void;
    /** Where a due bot move goes, to be sent once this transaction has released its game. */
    bots: DueBotMove[];
  },
): Promise<string[]> {
  const advanced: string[] = [];
  const expired: number[] = [];
  await db.$transaction(async (tx) => {
    const due = await claimDueGames(tx, {
      now: input.now,
      limit: input.batch,
      skip: input.skip(),
      only: input.only,
    });
    for (const id of due) {
      try {
        if (await applyGameDeadlines(tx, id, input.now, expired, input.lag, input.bots)) advanced.push(id);
      } catch (error) {
        input.failed(id);
        throw new DeadlineFailed(id, error);
      }
    }
  });
  recordTimerExpiries(expired);
  return advanced;
}

/** One claimed game's due deadlines; true when it advanced. */
async function applyGameDeadlines(
  tx: Prisma.TransactionClient,
  id: string,
  now: number,
  expired: number[],
  lag: LagSource,
  bots: DueBotMove[],
): Promise<boolean> {
  const row = await readClaimedGame(tx, id);
  const { module, state, steps, graceMs, bot, botAt } = dueSteps(row, now, lag);
  if (steps.length === 0) {
    if (bot) {
      bots.push({ move: bot, seen: seenAs(row, bot) });
      return false;
    }
    // Stored deadline no longer matches the state (e.g. paused); store the true one.
    await storeNextDeadline(tx, id, scheduledAt(module, row.state, graceMs, botAt));
    return false;
  }
  // This transaction holds the row lock, so no other writer can be between read and write.
  await writeStepsIn(tx, { module, row, steps, finalState: state, graceMs, botAt });
  expired.push(...steps.map((step) => step.at));
  return true;
}

/** A claimed game as the live cache would hold it, for the bot move planned on it. */
function seenAs(game: ClaimedGame, move: PlannedBotMove): CachedGame {
  const seats = game.bots;
  return {
    kind: move.kind,
    version: game.version,
    state: game.state,
    lastAt: game.lastAt,
    seatOf: (userId) => seats.find((s) => s.userId === userId)?.seat ?? null,
    bots: { seed: game.seed, seats },
  };
}
