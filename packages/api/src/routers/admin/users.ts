import { setUserRole } from "../../services/moderation/users/set-role";
import { restoreUser, suspendUser } from "../../services/moderation/users/suspension";
import { searchUsers, userDetail } from "../../services/moderation/users/user-directory";
import {
  userRefSchema,
  userSearchSchema,
  userSetRoleSchema,
  userSuspensionSchema,
} from "../../services/moderation/users/user-input";
import { adminProcedure, createRouter, moderatorProcedure } from "../../trpc";

export const adminUsersRouter = createRouter({
  search: moderatorProcedure.input(userSearchSchema).query(({ ctx, input }) => searchUsers(ctx.db, input)),
  get: moderatorProcedure.input(userRefSchema).query(({ ctx, input }) => userDetail(ctx.db, input.userId)),
  /** Roles are for admins alone. */
  setRole: adminProcedure
    .input(userSetRoleSchema)
    .mutation(({ ctx, input }) => setUserRole(ctx.db, ctx.user, input)),
  suspend: moderatorProcedure
    .input(userSuspensionSchema)
    .mutation(({ ctx, input }) => suspendUser(ctx.db, ctx.user, input)),
  restore: moderatorProcedure
    .input(userSuspensionSchema)
    .mutation(({ ctx, input }) => restoreUser(ctx.db, ctx.user, input)),
});
