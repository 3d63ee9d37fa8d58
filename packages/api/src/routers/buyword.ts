import { z } from "zod";
import { checkBuywordWord } from "../services/buyword/check-word";
import { missedSales } from "../services/buyword/missed-sales";
import { createRouter, publicProcedure } from "../trpc";

const gameId = z.uuid({ message: "That is not a game id." });

export const buywordRouter = createRouter({
  /** Whether a word sells in this game (its lexicon and house rules); the word builder asks as you type. */
  checkWord: publicProcedure
    .input(
      z.object({
        gameId,
        word: z
          .string()
          .max(30, "A word is 2 to 30 letters A–Z.")
          .regex(/^[A-Za-z]{2,30}$/, "A word is 2 to 30 letters A–Z."),
      }),
    )
    .query(({ ctx, input }) => checkBuywordWord(ctx.db, ctx.user, input.gameId, input.word)),
  /** After the game: the best sales each of a seat's hands held, against what was sold. */
  missedSales: publicProcedure
    .input(z.object({ gameId, seat: z.number().int().min(0).max(3).optional() }))
    .query(({ ctx, input }) => missedSales(ctx.db, ctx.user, input.gameId, input.seat)),
});
