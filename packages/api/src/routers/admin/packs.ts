import { decidePack } from "../../services/moderation/packs/decide-pack";
import {
  packDecisionSchema,
  packFeatureSchema,
  packFixAndApproveSchema,
  packRefSchema,
  packRejectSchema,
  packUnpublishSchema,
} from "../../services/moderation/packs/pack-moderation-input";
import { featurePack, unpublishPack } from "../../services/moderation/packs/publishing";
import { packForReview, reviewQueue } from "../../services/moderation/packs/review-queue";
import { createRouter, moderatorProcedure } from "../../trpc";

export const adminPacksRouter = createRouter({
  queue: moderatorProcedure.query(({ ctx }) => reviewQueue(ctx.db)),
  get: moderatorProcedure.input(packRefSchema).query(({ ctx, input }) => packForReview(ctx.db, input.packId)),
  approve: moderatorProcedure
    .input(packDecisionSchema)
    .mutation(({ ctx, input }) => decidePack(ctx.db, ctx.user, input, { kind: "approve" })),
  reject: moderatorProcedure.input(packRejectSchema).mutation(({ ctx, input }) =>
    decidePack(ctx.db, ctx.user, input, {
      kind: "reject",
      reasonForAuthor: input.reasonForAuthor,
      note: input.note,
    }),
  ),
  fixAndApprove: moderatorProcedure.input(packFixAndApproveSchema).mutation(({ ctx, input }) =>
    decidePack(ctx.db, ctx.user, input, {
      kind: "fixAndApprove",
      fixes: input.fixes,
      reasonForAuthor: input.reasonForAuthor,
      note: input.note,
    }),
  ),
  unpublish: moderatorProcedure
    .input(packUnpublishSchema)
    .mutation(({ ctx, input }) => unpublishPack(ctx.db, ctx.user, input)),
  feature: moderatorProcedure
    .input(packFeatureSchema)
    .mutation(({ ctx, input }) => featurePack(ctx.db, ctx.user, input)),
});
