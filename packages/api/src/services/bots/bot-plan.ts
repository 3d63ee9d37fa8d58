import type { BotSeat } from "@wordhall/db/game-store";
import { type AnyGameModule, type GameKind, seedRng } from "@wordhall/engine";
import { logger } from "../../observability/logger";
import { gameModule } from "../games/game-modules";
import { botMetrics } from "./bot-metrics";
import { type BotRests, botRests } from "./bot-rests";
import { type BotRegistry, serverBots } from "./registry";

/** The seats the server plays in one game, and the seed their generators start from. */
export type BotRoster = { readonly seed: string; readonly seats: readonly BotSeat[] };

export const NO_BOTS: BotRoster = { seed: "", seats: [] };

/** A bot's next move: what, when, by whom, and the version it was planned on. */
export type PlannedBotMove = {
  readonly gameId: string;
  readonly kind: GameKind;
  readonly seat: number;
  readonly userId: string;
  readonly action: unknown;
  /** Epoch ms, a whole millisecond: when it is sent, and the time it counts at. */
  readonly at: number;
  /** It is sent only while the game is still at this version (BOT-4). */
  readonly version: number;
  /** One per seat and version, so the move is applied once however many instances send it (BOT-5). */
  readonly clientActionId: string;
};

export type PlanInput = {
  readonly gameId: string;
  readonly kind: GameKind;
  readonly state: unknown;
  /** The game's version in the database (the one the state is at). */
  readonly version: number;
  /** Epoch ms the action that made this version counts at (the game's creation at version 0). */
  readonly lastAt: number;
  readonly roster: BotRoster;
  readonly registry?: BotRegistry;
  readonly rests?: BotRests;
};

/**
 * Asks every bot seat of the game what it will do next at this version and returns the
 * earliest move (the lowest seat on a tie), or null. Deterministic: each bot sees its own
 * seat's view, a generator seeded from the game's seed, its seat and the version, and as
 * `now` the time the version counts at, so any instance, before or after a restart, plans the
 * same move (BOT-3). A bot that throws is logged and rests for this version; it never breaks
 * the move of the person whose write asked.
 */
export function planBotMove(input: PlanInput): PlannedBotMove | null {
  const { roster } = input;
  if (roster.seats.length === 0) return null;
  const bot = (input.registry ?? serverBots()).botFor(
    input.kind,
    (input.state as { config?: unknown }).config,
  );
  const module = gameModule(input.kind) as AnyGameModule | undefined;
  if (!bot || !module || module.result(input.state) !== null) return null;
  const rests = input.rests ?? botRests;
  // Stored times are whole milliseconds; the plan must be made from what a reader will see.
  const now = Math.round(input.lastAt);
  let best: PlannedBotMove | null = null;
  for (const { seat, userId, level } of roster.seats) {
    if (rests.resting(input.gameId, seat, input.version)) continue;
    let decision: ReturnType<typeof bot>;
    try {
      decision = bot({
        view: module.view(input.state, seat),
        seat,
        level,
        rng: seedRng(`${roster.seed}/${seat}/${input.version}`),
        now,
      });
    } catch (error) {
      rests.refused(input.gameId, seat, input.version);
      botMetrics().moves.inc({ game: input.kind, outcome: "failed" });
      logger().error({ err: error, gameId: input.gameId, seat, version: input.version }, "a bot threw");
      continue;
    }
    if (decision === null) continue;
    // Never before the version's own time, and on the whole millisecond the database keeps.
    const at = Math.max(now, Math.ceil(decision.at));
    if (best === null || at < best.at) {
      best = {
        gameId: input.gameId,
        kind: input.kind,
        seat,
        userId,
        action: decision.action,
        at,
        version: input.version,
        clientActionId: botActionId(seat, input.version),
      };
    }
  }
  return best;
}

/** The client action id of the bot move planned for `seat` on `version`. */
export const botActionId = (seat: number, version: number) => `bot-s${seat}-v${version}`;
