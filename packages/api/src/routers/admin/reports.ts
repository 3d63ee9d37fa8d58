import { reportListSchema, reportResolveSchema } from "../../services/moderation/reports/report-input";
import { listReports } from "../../services/moderation/reports/report-queue";
import { resolveReport } from "../../services/moderation/reports/resolve-report";
import { createRouter, moderatorProcedure } from "../../trpc";

export const adminReportsRouter = createRouter({
  list: moderatorProcedure.input(reportListSchema).query(({ ctx, input }) => listReports(ctx.db, input)),
  resolve: moderatorProcedure
    .input(reportResolveSchema)
    .mutation(({ ctx, input }) => resolveReport(ctx.db, ctx.user, input)),
});
