import { TRPCError, tracked } from "@trpc/server";
import { z } from "zod";
import { AppError } from "../errors";
import { streamGame } from "../realtime/live-game";
import { realtimeFor } from "../realtime/registry";
import { createRouter, publicProcedure } from "../trpc";

export const liveRouter = createRouter({
  /** A game as the caller may see it: a snapshot, then one step per version (SSE). */
  game: publicProcedure
    .input(
      z.object({
        gameId: z.string().trim().min(1).max(64),
        // Set by the client on reconnect: the last version it received.
        lastEventId: z.string().max(32).nullish(),
      }),
    )
    .subscription(async function* ({ ctx, input, signal }) {
      const stream = streamGame(realtimeFor(ctx.db), { ...input, user: ctx.user, signal });
      try {
        for await (const item of stream) yield item.id === null ? item.data : tracked(item.id, item.data);
      } catch (error) {
        // Errors thrown while streaming do not pass the error-mapping middleware.
        if (error instanceof AppError)
          throw new TRPCError({ code: error.code, message: error.message, cause: error });
        throw error;
      }
    }),
});
