import type { Db } from "@wordhall/db";
import type { GameKind } from "@wordhall/engine";
import { z } from "zod";
import { AppError } from "../../errors";
import { isStaff, type Viewer } from "../access/visibility";
import { fromDbKind, toDbKind } from "../games/game-kinds";
import { isProvisional, shownRating } from "../results/ratings";

export type FinishedGameRow = {
  readonly gameId: string;
  readonly kind: GameKind;
  readonly seat: number;
  readonly rank: number;
  readonly score: number;
  readonly players: number;
  readonly band: string | null;
  /** The player's shown rating before and after; null for an unrated game. */
  readonly ratingBefore: number | null;
  readonly ratingAfter: number | null;
  /** Everyone else at the table, best place first. */
  readonly opponents: readonly { readonly userId: string; readonly name: string; readonly rank: number }[];
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
  ratingBefore: true,
  ratingAfter: true,
  createdAt: true,
  userId: true,
  game: {
    select: {
      results: {
        orderBy: { rank: "asc" },
        select: { userId: true, rank: true, user: { select: { name: true } } },
      },
    },
  },
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
  ratingBefore: number | null;
  ratingAfter: number | null;
  createdAt: Date;
  userId: string;
  game: { results: { userId: string; rank: number; user: { name: string } }[] };
};

const toRow = (r: ResultRow): FinishedGameRow => ({
  gameId: r.gameId,
  kind: fromDbKind(r.kind),
  seat: r.seat,
  rank: r.rank,
  score: r.score,
  players: r.players,
  band: r.band,
  ratingBefore: r.ratingBefore,
  ratingAfter: r.ratingAfter,
  opponents: r.game.results
    .filter((o) => o.userId !== r.userId)
    .map((o) => ({ userId: o.userId, name: o.user.name, rank: o.rank })),
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
  readonly ratings: readonly {
    kind: GameKind;
    rating: number;
    provisional: boolean;
    games: number;
    wins: number;
    /** Shown rating after each rated game, oldest first (at most the last 50), for the chart. */
    history: readonly { at: number; rating: number }[];
  }[];
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
      botLevel: true,
      ratings: {
        orderBy: { kind: "asc" },
        select: { kind: true, mu: true, sigma: true, games: true, wins: true },
      },
      results: {
        where: seesAll ? {} : { game: { room: { is: { visibility: "public" } } } },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: 10,
        select: rowSelect,
      },
    },
  });
  // A bot is a seat the server plays, not a player with a profile (BOT-1).
  if (!user || user.botLevel !== null) throw new AppError("NOT_FOUND", "There is no such player.");
  const history = await ratingHistory(db, userId);
  return {
    userId: user.id,
    name: user.name,
    ratings: user.ratings.map((r) => ({
      kind: fromDbKind(r.kind),
      rating: shownRating(r),
      provisional: isProvisional(r.games),
      games: r.games,
      wins: r.wins,
      history: history.get(fromDbKind(r.kind)) ?? [],
    })),
    recent: user.results.map(toRow),
  };
}

/**
 * The shown rating after each of a player's last rated games, per game, oldest first. Every
 * rated game counts, private ones too: the chart shows only numbers, never which game it was.
 */
async function ratingHistory(
  db: Db,
  userId: string,
): Promise<Map<GameKind, { at: number; rating: number }[]>> {
  const out = new Map<GameKind, { at: number; rating: number }[]>();
  for (const kind of ["oh_my_word", "buyword"] as const) {
    const rows = await db.gameResult.findMany({
      where: { userId, kind, ratingAfter: { not: null } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 50,
      select: { createdAt: true, ratingAfter: true },
    });
    out.set(
      fromDbKind(kind),
      rows.reverse().map((r) => ({ at: r.createdAt.getTime(), rating: r.ratingAfter ?? 0 })),
    );
  }
  return out;
}
