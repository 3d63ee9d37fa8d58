import {
  dailyBoard,
  dailyBoardInputSchema,
  dailyCalendar,
  dailyCalendarInputSchema,
  dailyToday,
} from "../services/daily/daily-reads";
import { startDaily } from "../services/daily/start-daily";
import { createRouter, protectedProcedure, publicProcedure } from "../trpc";

// The BuyWord Daily (docs/daily.md): one solo game a day on the same draws for everyone.
export const dailyRouter = createRouter({
  /** Today's attempt: the game to play (created on the first call), refused once it is finished. */
  start: protectedProcedure.mutation(({ ctx }) => startDaily(ctx.db, ctx.user.id)),
  /** The caller's attempt at today's Daily: not started, playing, or finished with its money. */
  today: protectedProcedure.query(({ ctx }) => dailyToday(ctx.db, ctx.user.id)),
  /** A day's board by final money; its par once the day has closed. */
  board: publicProcedure.input(dailyBoardInputSchema).query(({ ctx, input }) => dailyBoard(ctx.db, input)),
  /** The caller's days played, with money and streaks. */
  calendar: protectedProcedure
    .input(dailyCalendarInputSchema)
    .query(({ ctx, input }) => dailyCalendar(ctx.db, ctx.user.id, input)),
});
