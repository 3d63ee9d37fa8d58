import type { Db } from "@wordhall/db";
import { type RatingBand, ratingBand } from "@wordhall/engine";
import { z } from "zod";
import { AppError } from "../../errors";
import { dayClosed, dayDate, dayEnd, dayFromDate, dayOf, daySchema, dayStart } from "./daily-day";
import { streaks } from "./streaks";

// What the Daily's procedures read (docs/daily.md). None of it names a tile: the only things
// about a game they carry are its id (to its own player), its final money and its band.

export type DailyAttemptState =
  | { readonly state: "not-started" }
  | { readonly state: "playing"; readonly gameId: string }
  | {
      readonly state: "finished";
      readonly gameId: string;
      /** Null when the game was ended without a result (a moderator's end). */
      readonly money: number | null;
      readonly band: RatingBand | null;
    };

export type DailyToday = {
  readonly day: string;
  /** When today's Daily closes (epoch ms): the next midnight UTC. */
  readonly closesAt: number;
  readonly attempt: DailyAttemptState;
};

/** The caller's attempt at today's Daily. */
export async function dailyToday(db: Db, userId: string, now = Date.now()): Promise<DailyToday> {
  const day = dayOf(now);
  const row = await db.dailyAttempt.findUnique({
    where: { userId_day: { userId, day: dayDate(day) } },
    select: attemptSelect,
  });
  return { day, closesAt: dayEnd(day), attempt: row ? attemptState(row) : { state: "not-started" } };
}

const attemptSelect = {
  gameId: true,
  day: true,
  game: { select: { status: true, results: { select: { score: true, band: true }, take: 1 } } },
} as const;

type AttemptRow = {
  gameId: string;
  game: { status: string; results: { score: number; band: string | null }[] };
};

function attemptState(row: AttemptRow): DailyAttemptState {
  if (row.game.status === "active") return { state: "playing", gameId: row.gameId };
  const result = row.game.results[0];
  return {
    state: "finished",
    gameId: row.gameId,
    money: result?.score ?? null,
    band: result ? ((result.band as RatingBand | null) ?? ratingBand(result.score)) : null,
  };
}

export const dailyBoardInputSchema = z.object({
  /** The UTC day; today when left out. */
  day: daySchema.optional(),
  limit: z.number().int().min(1).max(100).default(20),
});

export type DailyBoardRow = {
  readonly place: number;
  readonly userId: string;
  readonly name: string;
  readonly money: number;
  readonly band: RatingBand;
  /** The game, once the day has closed: then it is everyone's to replay (its draws are public). */
  readonly gameId: string | null;
};

export type DailyBoard = {
  readonly day: string;
  /** Whether the day has closed (midnight UTC passed): only then is the par shown. */
  readonly closed: boolean;
  readonly closesAt: number;
  readonly rows: readonly DailyBoardRow[];
  /**
   * The day's par once the day has closed and it is computed (docs/daily.md); null before.
   * `hardBot` is the hard bot's final money on the day's draws, `bestPlan` that of the hard
   * bot's buying with every sale chosen by the best-sale-plan search.
   */
  readonly par: { readonly hardBot: number; readonly bestPlan: number } | null;
};

/**
 * A day's board: attempts finished before the day closed, by final money, the earlier finish
 * first on equal money. While the day runs it shows each player's money and nothing else
 * about their game; the par comes once the day has closed. Bots cannot play the Daily, and
 * banned accounts are left out, as on every board.
 */
export async function dailyBoard(
  db: Db,
  input: { day?: string; limit: number },
  now = Date.now(),
): Promise<DailyBoard> {
  const day = input.day ?? dayOf(now);
  if (dayStart(day) > now) throw new AppError("BAD_REQUEST", "That day's Daily has not opened yet.");
  const closed = dayClosed(day, now);
  const results = await db.gameResult.findMany({
    where: {
      game: { daily: { is: { day: dayDate(day) } }, status: "finished" },
      createdAt: { lt: new Date(dayEnd(day)) },
      user: { banned: false, botLevel: null },
    },
    orderBy: [{ score: "desc" }, { createdAt: "asc" }, { userId: "asc" }],
    take: input.limit,
    select: { userId: true, gameId: true, score: true, band: true, user: { select: { name: true } } },
  });
  const par = closed
    ? await db.dailyPar.findFirst({
        where: { day: dayDate(day), computedAt: { not: null } },
        select: { hardBot: true, bestPlan: true },
      })
    : null;
  return {
    day,
    closed,
    closesAt: dayEnd(day),
    rows: results.map((r, i) => ({
      place: i + 1,
      userId: r.userId,
      name: r.user.name,
      money: r.score,
      band: (r.band as RatingBand | null) ?? ratingBand(r.score),
      gameId: closed ? r.gameId : null,
    })),
    par:
      par && par.hardBot !== null && par.bestPlan !== null
        ? { hardBot: par.hardBot, bestPlan: par.bestPlan }
        : null,
  };
}

export const dailyCalendarInputSchema = z.object({
  limit: z.number().int().min(1).max(366).default(60),
});

export type DailyCalendarDay = {
  readonly day: string;
  readonly attempt: DailyAttemptState;
  /** Consecutive days played up to and including this one; 0 while it is not finished. */
  readonly streak: number;
};

export type DailyCalendar = {
  readonly today: string;
  readonly days: readonly DailyCalendarDay[];
  /** Today's streak, or yesterday's while today is not yet played. */
  readonly currentStreak: number;
  readonly longestStreak: number;
};

/**
 * The caller's Daily days, newest first: each attempt's state and money and the streak up to
 * it. A day counts as played once its attempt is finished. Streaks are counted over every
 * day the account played (one row a day at most), so a long history's streak is right even
 * where the list is cut off.
 */
export async function dailyCalendar(
  db: Db,
  userId: string,
  input: { limit: number },
  now = Date.now(),
): Promise<DailyCalendar> {
  const today = dayOf(now);
  const rows = await db.dailyAttempt.findMany({
    where: { userId },
    orderBy: { day: "desc" },
    select: attemptSelect,
  });
  const days = rows.map((r) => ({ day: dayFromDate(r.day), attempt: attemptState(r) }));
  const counted = streaks(
    days.filter((d) => d.attempt.state === "finished").map((d) => d.day),
    today,
  );
  return {
    today,
    days: days.slice(0, input.limit).map((d) => ({ ...d, streak: counted.byDay.get(d.day) ?? 0 })),
    currentStreak: counted.current,
    longestStreak: counted.longest,
  };
}
