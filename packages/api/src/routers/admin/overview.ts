import { overviewStats, statsSchema } from "../../services/moderation/overview/stats";
import { createRouter, moderatorProcedure } from "../../trpc";

export const adminOverviewRouter = createRouter({
  stats: moderatorProcedure.input(statsSchema).query(({ ctx, input }) => overviewStats(ctx.db, input)),
});
