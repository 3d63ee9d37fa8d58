import { createReport } from "../services/moderation/reports/create-report";
import { reportCreateSchema } from "../services/moderation/reports/report-input";
import { createRouter, protectedProcedure } from "../trpc";

export const reportsRouter = createRouter({
  /** A signed-in player reports a published pack or another user to the moderators. */
  create: protectedProcedure
    .input(reportCreateSchema)
    .mutation(({ ctx, input }) => createReport(ctx.db, ctx.user.id, input)),
});
