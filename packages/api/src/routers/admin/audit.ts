import { auditSearchSchema, searchAudit } from "../../services/audit/audit-search";
import { createRouter, moderatorProcedure } from "../../trpc";

export const adminAuditRouter = createRouter({
  search: moderatorProcedure.input(auditSearchSchema).query(({ ctx, input }) => searchAudit(ctx.db, input)),
});
