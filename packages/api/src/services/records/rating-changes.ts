import type { Db } from "@wordhall/db";
import { gameForViewer, type Viewer } from "./game-access";

export type RatingChangeRow = {
  readonly seat: number;
  readonly before: number;
  readonly after: number;
};

/**
 * How a finished game moved each seat's rating, for the result screen; empty while the game
 * runs and for an unrated game. Ratings are public (profiles, leaderboards), so whoever may
 * see the game may see them.
 */
export async function gameRatingChanges(db: Db, viewer: Viewer, gameId: string): Promise<RatingChangeRow[]> {
  await gameForViewer(db, viewer, gameId);
  const rows = await db.gameResult.findMany({
    where: { gameId, ratingBefore: { not: null }, ratingAfter: { not: null } },
    orderBy: { seat: "asc" },
    select: { seat: true, ratingBefore: true, ratingAfter: true },
  });
  return rows.map((r) => ({ seat: r.seat, before: r.ratingBefore ?? 0, after: r.ratingAfter ?? 0 }));
}
