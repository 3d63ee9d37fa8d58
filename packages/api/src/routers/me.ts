import { createRouter, publicProcedure } from "../trpc";

export const meRouter = createRouter({
  /** Who the caller is, or null when signed out. */
  get: publicProcedure.query(({ ctx }) => ctx.user),
});
