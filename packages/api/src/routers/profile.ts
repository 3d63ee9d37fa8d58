import { z } from "zod";
import { userIdSchema } from "../services/ids";
import { historyInputSchema, playerHistory, playerProfile } from "../services/records/player-history";
import { createRouter, protectedProcedure, publicProcedure } from "../trpc";

export const profileRouter = createRouter({
  /** A player's public profile: name, ratings and latest finished games. */
  get: publicProcedure
    .input(z.object({ userId: userIdSchema }))
    .query(({ ctx, input }) => playerProfile(ctx.db, ctx.user, input.userId)),
  /** The caller's own finished games, newest first, a page at a time. */
  history: protectedProcedure
    .input(historyInputSchema)
    .query(({ ctx, input }) => playerHistory(ctx.db, ctx.user.id, input)),
});
