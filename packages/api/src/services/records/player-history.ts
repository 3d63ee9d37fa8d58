import type { Db } from "@wordhall/db";
import type { GameKind } from "@wordhall/engine";
import { z } from "zod";
import { AppError } from "../../errors";
import { isStaff, type Viewer } from "../access/visibility";
import { fromDbKind, toDbKind } from "../games/game-kinds";

export type FinishedGameRow = {
  readonly gameId: string;
  readonly kind: GameKind;
  readonly seat: number;
  readonly rank: number;
  readonly score: number;
  readonly players: number;
  readonly band: string | null;
  /** When the game ended (epoch ms). */
  readonly at: number;
};

export const historyInputSchema = z.object({
  kind: z.enum(["oh-my-word", "buyword"]).optional(),
  /** The `nextCursor` of the previous page. */
  cursor: z.uuid().optional(),
  limit: z.number().int().min(1).max(50).default(20),
});

const rowSelect = {
  id: true,
  gameId: true,
  kind: true,
  seat: true,
  rank: true,
  score: true,
  players: true,
  band: true,
  createdAt: true,
} as const;

type ResultRow = {
  id: string;
  gameId: string;
  kind: "oh_my_word" | "buyword";
  seat: number;
  rank: number;
  score: number;
  players: number;
  band: string | null;
  createdAt: Date;
};

const toRow = (r: ResultRow): FinishedGameRow => ({
  gameId: r.gameId,
  kind: fromDbKind(r.kind),
  seat: r.seat,
  rank: r.rank,
  score: r.score,
  players: r.players,
  band: r.band,
  at: r.createdAt.getTime(),
});

/** One page of a player's finished games, newest first (keyset pagination on the result row). */
export async function playerHistory(
  db: Db,
  userId: string,
  input: z.infer<typeof historyInputSchema>,
): Promise<{ items: FinishedGameRow[]; nextCursor: string | null }> {
  const where = { userId, ...(input.kind ? { kind: toDbKind(input.kind) } : {}) };
  if (input.cursor) {
    const exists = await db.gameResult.count({ where: { id: input.cursor, userId } });
    if (exists === 0) throw new AppError("BAD_REQUEST", "That page marker is not one of your games.");
  }
  const rows = await db.gameResult.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: input.limit + 1,
    ...(input.cursor ? { cursor: { id: input.cursor }, skip: 1 } : {}),
    select: rowSelect,
  });
  const page = rows.slice(0, input.limit);
  return {
    items: page.map(toRow),
    nextCursor: rows.length > input.limit ? (page[page.length - 1]?.id ?? null) : null,
  };
}

export type PlayerProfile = {
  readonly userId: string;
  readonly name: string;
  readonly ratings: readonly { kind: GameKind; rating: number; games: number; wins: number }[];
  readonly recent: readonly FinishedGameRow[];
};

/**
 * What anyone may see of a player: the name, ratings and latest finished games. The games
 * listed are those the viewer could open (services/access): others see only games of public
 * rooms, so a profile never reveals a private room's game; the player and moderators see all.
 */
export async function playerProfile(db: Db, viewer: Viewer, userId: string): Promise<PlayerProfile> {
  const seesAll = viewer?.id === userId || isStaff(viewer);
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      name: true,
      ratings: { orderBy: { kind: "asc" }, select: { kind: true, ordinal: true, games: true, wins: true } },
      results: {
        where: seesAll ? {} : { game: { room: { is: { visibility: "public" } } } },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: 10,
        select: rowSelect,
      },
    },
  });
  if (!user) throw new AppError("NOT_FOUND", "There is no such player.");
  return {
    userId: user.id,
    name: user.name,
    ratings: user.ratings.map((r) => ({
      kind: fromDbKind(r.kind),
      rating: Math.round(r.ordinal * 100) / 100,
      games: r.games,
      wins: r.wins,
    })),
    recent: user.results.map(toRow),
  };
}
