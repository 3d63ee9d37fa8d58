import type { Db } from "@wordhall/db";
import { AppError } from "../../errors";
import { logger } from "../../observability/logger";
import { applyPlayerAction } from "../games/apply-action";
import type { LagSource } from "../games/lag-source";
import type { CachedGame, LiveGameCache } from "../games/live-cache";
import { botMetrics } from "./bot-metrics";
import type { PlannedBotMove } from "./bot-plan";
import { type BotRests, botRests, REFUSALS_BEFORE_REST } from "./bot-rests";

export type BotMoveOutcome = "applied" | "duplicate" | "stale" | "refused";

/**
 * Sends one planned bot move through exactly the path a person's move takes
 * (applyPlayerAction: the seat from the bot's identity, the engine's validation, the version
 * check, the action log, the record, the NOTIFY), stamped with the instant it was planned
 * for and applied only on the version it was planned on. The scheduler calls it once that
 * instant has come, never before (BOT-4).
 *
 * - "duplicate": its client action id is in the log (another instance sent it first), so
 *   it was not applied again (BOT-5); "stale": the game moved on first (a person, a deadline,
 *   another bot) and the bots are asked again from the new version.
 * - "refused": the engine (or the database) refused it; it is logged and its bot rests
 *   (bot-rests.ts), so the same refusal is not sent again and again (BOT-7).
 * - Anything else (the database unreachable, say) is thrown: the scheduler backs off that
 *   game and tries again, and the move is planned again then, the same move.
 */
export async function playBotMove(
  db: Db,
  move: PlannedBotMove,
  options: { cache?: LiveGameCache; lag?: LagSource; rests?: BotRests; now?: () => number } = {},
): Promise<BotMoveOutcome> {
  const moves = botMetrics().moves;
  const now = options.now ?? Date.now;
  try {
    const outcome = await applyPlayerAction(db, {
      gameId: move.gameId,
      userId: move.userId,
      kind: move.kind,
      clientActionId: move.clientActionId,
      action: move.action,
      // The move counts at its planned instant: the host sends it then or later, never before.
      now: () => move.at,
      atVersion: move.version,
      cache: options.cache,
      lag: options.lag,
    });
    if (outcome.duplicate) {
      moves.inc({ game: move.kind, outcome: "duplicate" });
      return "duplicate";
    }
    moves.inc({ game: move.kind, outcome: "applied" });
    botMetrics().lagSeconds.observe(Math.max(0, now() - move.at) / 1000);
    return "applied";
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "BAD_REQUEST") {
      const refusals = (options.rests ?? botRests).refused(move.gameId, move.seat, move.version);
      moves.inc({ game: move.kind, outcome: "refused" });
      logger().warn(
        {
          gameId: move.gameId,
          seat: move.seat,
          version: move.version,
          action: move.action,
          rule: error.rule,
          refusals,
          restsForTheGame: refusals >= REFUSALS_BEFORE_REST,
        },
        `a bot's move was refused: ${error.message}`,
      );
      return "refused";
    }
    if (error.code === "SERVICE_UNAVAILABLE") throw error;
    // CONFLICT (moved on, over, ended by a moderator), or the seat no longer the bot's.
    moves.inc({ game: move.kind, outcome: "stale" });
    return "stale";
  }
}

const inFlight = new WeakMap<Db, Set<string>>();

/** Games whose bot move this process is sending now: its other workers leave them alone. */
export function botMovesInFlight(db: Db): readonly string[] {
  return [...(inFlight.get(db) ?? [])];
}

/** A due bot move, with the game as the scheduler's claim read it (at the move's version). */
export type DueBotMove = { readonly move: PlannedBotMove; readonly seen: CachedGame };

/**
 * Sends the due bot moves the scheduler planned (at most one per game), side by side, and
 * says how each went; a move that failed (thrown by playBotMove) comes back with its error.
 * Each is applied on the game as the claim read it, so it needs no second read: the commit's
 * version check still decides, and any doubt sends it down the reading path.
 */
export async function playBotMoves(
  db: Db,
  due: readonly DueBotMove[],
  options: { cache?: LiveGameCache; lag?: LagSource },
): Promise<{ applied: string[]; failed: { move: PlannedBotMove; error: unknown }[] }> {
  const applied: string[] = [];
  const failed: { move: PlannedBotMove; error: unknown }[] = [];
  if (due.length === 0) return { applied, failed };
  let sending = inFlight.get(db);
  if (!sending) {
    sending = new Set();
    inFlight.set(db, sending);
  }
  const games = sending;
  await Promise.all(
    due.map(async ({ move, seen }) => {
      games.add(move.gameId);
      try {
        const cache = withSeen(options.cache, move.gameId, seen);
        if ((await playBotMove(db, move, { ...options, cache })) === "applied") applied.push(move.gameId);
      } catch (error) {
        botMetrics().moves.inc({ game: move.kind, outcome: "failed" });
        failed.push({ move, error });
      } finally {
        games.delete(move.gameId);
      }
    }),
  );
  return { applied, failed };
}

/** The process's live cache, with one game as just read (the feed still hears of the write). */
function withSeen(cache: LiveGameCache | undefined, gameId: string, seen: CachedGame): LiveGameCache {
  return {
    latest: (id) => (id === gameId ? seen : cache?.latest(id)),
    writing: (id, fromVersion) => cache?.writing(id, fromVersion) ?? (() => undefined),
  };
}
