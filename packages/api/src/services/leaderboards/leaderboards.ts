import { type Db, Prisma } from "@wordhall/db";
import { type GameKind, type RatingBand, ratingBand } from "@wordhall/engine";
import { z } from "zod";
import { PEOPLE_ONLY } from "../bots/bot-identity";
import { toDbKind } from "../games/game-kinds";
import { isProvisional, shownRating } from "../results/ratings";
import { weekStart } from "./week";

/** SQL: the result `r` is of a game where no seat is a bot's (BOT-8). */
const WITHOUT_BOTS = Prisma.sql`NOT EXISTS (SELECT 1 FROM game_seat bs JOIN "user" bu ON bu.id = bs."userId"
  WHERE bs."gameId" = r."gameId" AND bu."botLevel" IS NOT NULL)`;

/**
 * SQL: the result `r` is not of a BuyWord Daily attempt. The Daily is ranked on its own board
 * (services/daily): everyone there plays the same draws, which ordinary solo games do not.
 */
const NOT_DAILY = Prisma.sql`NOT EXISTS (SELECT 1 FROM daily_attempt da WHERE da."gameId" = r."gameId")`;

export const leaderboardInputSchema = z.object({
  kind: z.enum(["oh-my-word", "buyword"]),
  limit: z.number().int().min(1).max(100).default(20),
});

export type RatingRow = {
  readonly place: number;
  readonly userId: string;
  readonly name: string;
  /** The shown rating: 1500 for a newcomer (services/results/ratings.ts). */
  readonly rating: number;
  /** Fewer rated games than it takes to settle: shown with a "?" mark. */
  readonly provisional: boolean;
  readonly games: number;
  readonly wins: number;
};

/**
 * All time: multiplayer rating, highest first; banned accounts are left out. Games with a bot
 * seat rate nobody (results/record-game-end.ts), and bots are never listed (BOT-8).
 */
export async function allTimeBoard(db: Db, input: { kind: GameKind; limit: number }): Promise<RatingRow[]> {
  const rows = await db.rating.findMany({
    where: { kind: toDbKind(input.kind), games: { gt: 0 }, user: { banned: false, ...PEOPLE_ONLY } },
    orderBy: [{ ordinal: "desc" }, { games: "desc" }, { userId: "asc" }],
    take: input.limit,
    select: {
      userId: true,
      mu: true,
      sigma: true,
      games: true,
      wins: true,
      user: { select: { name: true } },
    },
  });
  return rows.map((r, i) => ({
    place: i + 1,
    userId: r.userId,
    name: r.user.name,
    rating: shownRating(r),
    provisional: isProvisional(r.games),
    games: r.games,
    wins: r.wins,
  }));
}

export type WeekRow = {
  readonly place: number;
  readonly userId: string;
  readonly name: string;
  /** Multiplayer games finished in first place (shared firsts count) since Monday 00:00 UTC. */
  readonly wins: number;
  readonly games: number;
};

/**
 * This week: most multiplayer wins since Monday 00:00 UTC, then fewer games (the better
 * win rate), then name. Wins rather than rating gained: it needs no rating history, and a
 * week's few games move a rating mostly by how unsure it still is. Games with a bot seat
 * do not count (BOT-8).
 */
export async function weekBoard(
  db: Db,
  input: { kind: GameKind; limit: number; now: number },
): Promise<WeekRow[]> {
  const rows = await db.$queryRaw<{ userId: string; name: string; wins: bigint; games: bigint }[]>`
    SELECT r."userId", u.name,
           COUNT(*) FILTER (WHERE r.rank = 1) AS wins,
           COUNT(*) AS games
    FROM game_result r JOIN "user" u ON u.id = r."userId"
    WHERE r.kind = ${toDbKind(input.kind)}::"GameKind" AND r.players >= 2
      AND r."createdAt" >= ${weekStart(input.now)} AND NOT u.banned
      AND ${WITHOUT_BOTS}
    GROUP BY r."userId", u.name
    ORDER BY wins DESC, games ASC, u.name ASC, r."userId" ASC
    LIMIT ${input.limit}`;
  return rows.map((r, i) => ({
    place: i + 1,
    userId: r.userId,
    name: r.name,
    wins: Number(r.wins),
    games: Number(r.games),
  }));
}

export const soloBestInputSchema = z.object({ limit: z.number().int().min(1).max(100).default(20) });

export type SoloBestRow = {
  readonly place: number;
  readonly userId: string;
  readonly name: string;
  /** Money at the end of the player's best solo BuyWord game. */
  readonly score: number;
  readonly band: RatingBand;
  /** The game, to replay; null when it was played in a private room (not everyone's to open). */
  readonly gameId: string | null;
  /** When that game ended (epoch ms). */
  readonly at: number;
};

/**
 * Solo BuyWord: each player's best game, highest money first; an earlier score wins a tie. A
 * bot playing alone (a bench's game) is not a player (BOT-8), and a Daily attempt counts on
 * the Daily's board, not here.
 */
export async function soloBuywordBests(db: Db, input: { limit: number }): Promise<SoloBestRow[]> {
  const rows = await db.$queryRaw<
    {
      userId: string;
      name: string;
      score: number;
      band: string | null;
      gameId: string;
      public: boolean;
      createdAt: Date;
    }[]
  >`
    SELECT * FROM (
      SELECT DISTINCT ON (r."userId") r."userId", u.name, r.score, r.band, r."gameId", r."createdAt",
        EXISTS (SELECT 1 FROM game g JOIN room ON room.id = g."roomId"
                WHERE g.id = r."gameId" AND room.visibility = 'public') AS public
      FROM game_result r JOIN "user" u ON u.id = r."userId"
      WHERE r.kind = 'buyword'::"GameKind" AND r.players = 1 AND NOT u.banned AND ${WITHOUT_BOTS}
        AND ${NOT_DAILY}
      ORDER BY r."userId", r.score DESC, r."createdAt" ASC
    ) best
    ORDER BY score DESC, "createdAt" ASC, "userId" ASC
    LIMIT ${input.limit}`;
  return rows.map((r, i) => ({
    place: i + 1,
    userId: r.userId,
    name: r.name,
    score: r.score,
    band: (r.band as RatingBand | null) ?? ratingBand(r.score),
    gameId: r.public ? r.gameId : null,
    at: r.createdAt.getTime(),
  }));
}
