import { browsePacks, getPack } from "../services/packs/browse";
import { listBuiltInPacks } from "../services/packs/built-in";
import { featuredPacks } from "../services/packs/featured";
import { createPack, deletePack, listMyPacks, submitPack, updatePack } from "../services/packs/own-packs";
import {
  packBrowseSchema,
  packContentSchema,
  packIdSchema,
  packSubmitSchema,
  packUpdateSchema,
} from "../services/packs/pack-input";
import { createRouter, protectedProcedure, publicProcedure } from "../trpc";

export const packsRouter = createRouter({
  builtIn: publicProcedure.query(({ ctx }) => listBuiltInPacks(ctx.db)),
  /** Published packs moderators featured, for the lobby. */
  featured: publicProcedure.query(({ ctx }) => featuredPacks(ctx.db)),
  browse: publicProcedure
    .input(packBrowseSchema)
    .query(({ ctx, input }) => browsePacks(ctx.db, ctx.user, input)),
  get: publicProcedure.input(packIdSchema).query(({ ctx, input }) => getPack(ctx.db, ctx.user, input.id)),
  mine: protectedProcedure.query(({ ctx }) => listMyPacks(ctx.db, ctx.user)),
  create: protectedProcedure
    .input(packContentSchema)
    .mutation(({ ctx, input }) => createPack(ctx.db, ctx.user, input)),
  update: protectedProcedure
    .input(packUpdateSchema)
    .mutation(({ ctx, input }) => updatePack(ctx.db, ctx.user, input)),
  submit: protectedProcedure
    .input(packSubmitSchema)
    .mutation(({ ctx, input }) => submitPack(ctx.db, ctx.user, input)),
  delete: protectedProcedure
    .input(packSubmitSchema)
    .mutation(({ ctx, input }) => deletePack(ctx.db, ctx.user, input)),
});
