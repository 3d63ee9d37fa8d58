import { lexiconAddSchema, lexiconRemoveSchema } from "../../services/moderation/lexicon/lexicon-input";
import {
  addLexiconWord,
  listPlatformLexicon,
  removeLexiconWord,
} from "../../services/moderation/lexicon/platform-lexicon";
import { createRouter, moderatorProcedure } from "../../trpc";

export const adminLexiconRouter = createRouter({
  list: moderatorProcedure.query(({ ctx }) => listPlatformLexicon(ctx.db)),
  add: moderatorProcedure
    .input(lexiconAddSchema)
    .mutation(({ ctx, input }) => addLexiconWord(ctx.db, ctx.user, input)),
  remove: moderatorProcedure
    .input(lexiconRemoveSchema)
    .mutation(({ ctx, input }) => removeLexiconWord(ctx.db, ctx.user, input)),
});
