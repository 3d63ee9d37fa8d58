import { type Db, Prisma } from "@wordhall/db";
import { AppError } from "../../errors";
import { createGame } from "../games/create-game";
import { DAILY_CONFIG, dailySeed, dayDate, dayEnd, dayOf } from "./daily-day";
import { dailySecret } from "./daily-secret";

// Racing calls queue on the key, each holding a connection meanwhile: give them time to.
const TX_OPTIONS = { maxWait: 10_000, timeout: 15_000 };

export type DailyStart = {
  readonly day: string;
  readonly gameId: string;
  /** When today's Daily closes (epoch ms): the next midnight UTC. */
  readonly closesAt: number;
};

/**
 * Today's attempt for this account: the game it is playing, or a new solo BuyWord game set
 * up with the day's seed. The (account, day) key of daily_attempt is what makes it one
 * attempt: of any number of concurrent calls exactly one inserts, and the others, refused
 * by the key, roll their game back and return the one that won. A finished attempt is not
 * started again.
 */
export async function startDaily(db: Db, userId: string, now = Date.now()): Promise<DailyStart> {
  const day = dayOf(now);
  const existing = await attemptOf(db, userId, day);
  if (existing) return resumed(existing, day);
  const player = await db.user.findUnique({ where: { id: userId }, select: { botLevel: true } });
  if (!player) throw new AppError("NOT_FOUND", "There is no such player.");
  // The Daily's board compares people on the same draws; a bot's score there means nothing.
  if (player.botLevel !== null) throw new AppError("FORBIDDEN", "Bots do not play the Daily.");
  try {
    const gameId = await db.$transaction(async (tx) => {
      const game = await createGame(tx, {
        kind: "buyword",
        config: DAILY_CONFIG,
        seatUserIds: [userId],
        seed: dailySeed(dailySecret(), day),
        now,
      });
      await tx.dailyAttempt.create({ data: { userId, day: dayDate(day), gameId: game.id } });
      return game.id;
    }, TX_OPTIONS);
    return { day, gameId, closesAt: dayEnd(day) };
  } catch (error) {
    if (!isTaken(error)) throw error;
    const winner = await attemptOf(db, userId, day);
    if (!winner) throw error;
    return resumed(winner, day);
  }
}

type Attempt = { gameId: string; status: string };

async function attemptOf(db: Db, userId: string, day: string): Promise<Attempt | null> {
  const row = await db.dailyAttempt.findUnique({
    where: { userId_day: { userId, day: dayDate(day) } },
    select: { gameId: true, game: { select: { status: true } } },
  });
  return row ? { gameId: row.gameId, status: row.game.status } : null;
}

function resumed(attempt: Attempt, day: string): DailyStart {
  if (attempt.status !== "active") {
    throw new AppError(
      "CONFLICT",
      "You have already played today's Daily: there is one attempt a day. The next one opens at midnight UTC.",
    );
  }
  return { day, gameId: attempt.gameId, closesAt: dayEnd(day) };
}

// The (account, day) key is the only unique value a new attempt can clash on: its game's id is new.
function isTaken(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}
