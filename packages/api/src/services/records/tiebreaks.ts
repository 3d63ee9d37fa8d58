import type { Db } from "@wordhall/db";
import { gameForViewer, type Viewer } from "./game-access";

export type TiebreakRecord = {
  readonly tied: readonly {
    readonly seat: number;
    readonly userId: string | null;
    readonly name: string | null;
  }[];
  /** Seats in the order they were knocked out. */
  readonly eliminationOrder: readonly number[];
  readonly winnerSeat: number;
  /** When the game ended (epoch ms). */
  readonly at: number;
};

/** The tiebreakers a game went to (Oh My Word), with the names of the tied players. */
export async function gameTiebreaks(db: Db, viewer: Viewer, gameId: string): Promise<TiebreakRecord[]> {
  await gameForViewer(db, viewer, gameId);
  const rows = await db.tiebreak.findMany({ where: { gameId }, orderBy: { createdAt: "asc" } });
  const userIds = [...new Set(rows.flatMap((r) => r.tiedUserIds))];
  const users = await db.user.findMany({ where: { id: { in: userIds } }, select: { id: true, name: true } });
  const nameOf = new Map(users.map((u) => [u.id, u.name]));
  return rows.map((r) => ({
    tied: r.tiedSeats.map((seat, i) => {
      const userId = r.tiedUserIds[i] ?? null;
      return { seat, userId, name: userId === null ? null : (nameOf.get(userId) ?? null) };
    }),
    eliminationOrder: r.eliminationOrder,
    winnerSeat: r.winnerSeat,
    at: r.createdAt.getTime(),
  }));
}
