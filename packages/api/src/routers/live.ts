import { TRPCError, tracked } from "@trpc/server";
import { z } from "zod";
import { AppError } from "../errors";
import { streamGame } from "../realtime/live-game";
import { streamRoom } from "../realtime/live-room";
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
    .subscription(({ ctx, input, signal }) =>
      relay(streamGame(realtimeFor(ctx.db), { ...input, user: ctx.user, signal })),
    ),
  /** A room as the caller may see it, on every change (id = room version), and who is connected. */
  room: publicProcedure
    .input(z.object({ roomId: z.string().trim().min(1).max(64), lastEventId: z.string().max(32).nullish() }))
    .subscription(({ ctx, input, signal }) =>
      relay(streamRoom(realtimeFor(ctx.db), { ...input, user: ctx.user, signal })),
    ),
});

/** Tracked items become resumable SSE events; application errors become tRPC errors. */
async function* relay<T extends string>(stream: AsyncGenerator<{ id: string | null; data: T }>) {
  try {
    for await (const item of stream) yield item.id === null ? item.data : tracked(item.id, item.data);
  } catch (error) {
    // Errors thrown while streaming do not pass the error-mapping middleware.
    if (error instanceof AppError)
      throw new TRPCError({ code: error.code, message: error.message, cause: error });
    throw error;
  }
}
