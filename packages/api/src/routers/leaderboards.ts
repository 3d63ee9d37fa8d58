import {
  allTimeBoard,
  leaderboardInputSchema,
  soloBestInputSchema,
  soloBuywordBests,
  weekBoard,
} from "../services/leaderboards/leaderboards";
import { createRouter, publicProcedure } from "../trpc";

export const leaderboardsRouter = createRouter({
  /** Highest multiplayer rating of one game, all time. */
  allTime: publicProcedure
    .input(leaderboardInputSchema)
    .query(({ ctx, input }) => allTimeBoard(ctx.db, input)),
  /** Most multiplayer wins of one game since Monday 00:00 UTC. */
  week: publicProcedure
    .input(leaderboardInputSchema)
    .query(({ ctx, input }) => weekBoard(ctx.db, { ...input, now: Date.now() })),
  /** Each player's best solo BuyWord game, with its rating band. */
  soloBuyword: publicProcedure
    .input(soloBestInputSchema)
    .query(({ ctx, input }) => soloBuywordBests(ctx.db, input)),
});
