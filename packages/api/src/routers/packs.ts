import { listBuiltInPacks } from "../services/packs";
import { createRouter, publicProcedure } from "../trpc";

export const packsRouter = createRouter({
  builtIn: publicProcedure.query(({ ctx }) => listBuiltInPacks(ctx.db)),
});
