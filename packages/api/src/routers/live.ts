import { TRPCError, tracked } from "@trpc/server";
import { z } from "zod";
import { gameSnapshot } from "../realtime/game-snapshot";
import { streamGame } from "../realtime/live-game";
import { streamRoom } from "../realtime/live-room";
import { realtimeFor } from "../realtime/registry";
import { idSchema } from "../services/ids";
import { refusalOf } from "../storage-refusal";
import { createRouter, publicProcedure } from "../trpc";

/** The id of the last event a client received (a version); anything else starts afresh. */
const eventIdSchema = z
  .string()
  .max(32)
  .regex(/^[A-Za-z0-9_-]*$/, "That is not an event id.")
  .nullish();

// The room's table display: the spectator view even for a seated player (it is no seat).
const watchAsSchema = z
  .literal("spectator", { error: 'A live game is watched as "spectator" or as one\'s seat.' })
  .optional();

export const liveRouter = createRouter({
  /** A game as the caller may see it: a snapshot, then one step per version (SSE). */
  game: publicProcedure
    .input(
      z.object({
        gameId: idSchema("game"),
        // Set by the client on reconnect: the last version it received.
        lastEventId: eventIdSchema,
        as: watchAsSchema,
      }),
    )
    .subscription(({ ctx, input, signal }) =>
      relay(streamGame(realtimeFor(ctx.db), { ...input, user: ctx.user, signal })),
    ),
  /** The snapshot `game` would send first, as a query: what a page renders on the server. */
  snapshot: publicProcedure
    .input(z.object({ gameId: idSchema("game"), as: watchAsSchema }))
    .query(({ ctx, input }) => gameSnapshot(realtimeFor(ctx.db), { ...input, user: ctx.user })),
  /** A room as the caller may see it, on every change (id = room version), and who is connected. */
  room: publicProcedure
    .input(z.object({ roomId: idSchema("room"), lastEventId: eventIdSchema }))
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
    const refusal = refusalOf(error);
    if (refusal) throw new TRPCError({ code: refusal.code, message: refusal.message, cause: refusal });
    throw error;
  }
}
