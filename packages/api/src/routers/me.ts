import { createRouter, publicProcedure } from "../trpc";

export const meRouter = createRouter({
  /** Who the caller is, or null when signed out. */
  get: publicProcedure.query(({ ctx }) => ctx.user),
  /**
   * Whether the caller has ever sat at a game (of any kind, finished or not): the web offers
   * the guided first game to those who haven't. False for a visitor.
   */
  hasPlayed: publicProcedure.query(async ({ ctx }) =>
    ctx.user === null
      ? false
      : (await ctx.db.gameSeat.findFirst({ where: { userId: ctx.user.id } })) !== null,
  ),
});
