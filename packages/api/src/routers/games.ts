import { z } from "zod";
import { finishedGameRecord } from "../services/records/game-record";
import { seatView } from "../services/records/seat-view";
import { gameTiebreaks } from "../services/records/tiebreaks";
import { createRouter, publicProcedure } from "../trpc";

const gameIdSchema = z.object({ gameId: z.uuid({ message: "That is not a game id." }) });

export const gamesRouter = createRouter({
  /** The caller's seat view, or a spectator's, at the current version. */
  view: publicProcedure
    .input(gameIdSchema)
    .query(({ ctx, input }) => seatView(ctx.db, ctx.user, input.gameId)),
  /** A finished game in the replay format (docs/game-records.md). */
  record: publicProcedure
    .input(gameIdSchema)
    .query(({ ctx, input }) => finishedGameRecord(ctx.db, ctx.user, input.gameId)),
  /** The tiebreakers the game went to (Oh My Word). */
  tiebreaks: publicProcedure
    .input(gameIdSchema)
    .query(({ ctx, input }) => gameTiebreaks(ctx.db, ctx.user, input.gameId)),
});
