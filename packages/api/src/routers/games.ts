import { z } from "zod";
import { existingRealtime } from "../realtime/registry";
import { askForStandIn, endForAbsence } from "../services/absence/away-requests";
import { gameEventHistory } from "../services/records/event-history";
import { finishedGameRecord } from "../services/records/game-record";
import { gameRatingChanges } from "../services/records/rating-changes";
import { seatView } from "../services/records/seat-view";
import { gameTiebreaks } from "../services/records/tiebreaks";
import { createRouter, protectedProcedure, publicProcedure } from "../trpc";

const gameIdSchema = z.object({ gameId: z.uuid({ message: "That is not a game id." }) });
const awaySeatSchema = gameIdSchema.extend({
  seat: z.int({ message: "A seat is a number from 0." }).min(0).max(7),
});

export const gamesRouter = createRouter({
  /** The caller's seat view, or a spectator's, at the current version. */
  view: publicProcedure
    .input(gameIdSchema)
    .query(({ ctx, input }) => seatView(ctx.db, ctx.user, input.gameId)),
  /** A finished game in the replay format (docs/game-records.md). */
  record: publicProcedure
    .input(gameIdSchema)
    .query(({ ctx, input }) => finishedGameRecord(ctx.db, ctx.user, input.gameId)),
  /** SEAT-2: another player asks a bot (level normal) to play an away seat until its player is back. */
  standIn: protectedProcedure.input(awaySeatSchema).mutation(({ ctx, input }) => {
    const rt = existingRealtime(ctx.db);
    return askForStandIn(ctx.db, {
      ...input,
      user: ctx.user,
      now: Date.now(),
      graceMs: rt?.presence.graceMs,
    });
  }),
  /** SEAT-3: another player ends the game after a seat has been away long enough; it ranks last. */
  endForAbsence: protectedProcedure.input(awaySeatSchema).mutation(({ ctx, input }) => {
    const rt = existingRealtime(ctx.db);
    return endForAbsence(ctx.db, {
      ...input,
      user: ctx.user,
      now: Date.now(),
      graceMs: rt?.presence.graceMs,
      endAfterMs: rt?.options.absence?.endAfterMs,
    });
  }),
  /**
   * What happened so far, as the caller's seat (or a spectator) saw it: the latest versions'
   * events through the engine's per-seat filter, for a table opened mid-game.
   */
  events: publicProcedure
    .input(
      gameIdSchema.extend({
        // The room's table display: a spectator's history even for a seated player.
        as: z
          .literal("spectator", { error: "A game's history is read as \"spectator\" or as one's seat." })
          .optional(),
      }),
    )
    .query(({ ctx, input }) => gameEventHistory(ctx.db, ctx.user, input.gameId, input.as)),
  /** The tiebreakers the game went to (Oh My Word). */
  tiebreaks: publicProcedure
    .input(gameIdSchema)
    .query(({ ctx, input }) => gameTiebreaks(ctx.db, ctx.user, input.gameId)),
  /** How the finished game moved each seat's rating (empty while it runs, or if unrated). */
  ratingChanges: publicProcedure
    .input(gameIdSchema)
    .query(({ ctx, input }) => gameRatingChanges(ctx.db, ctx.user, input.gameId)),
});
