import type { Db, Prisma } from "@wordhall/db";
import type { BotRoster } from "./bot-plan";

/** The bots among a new game's seats (the i-th user holds seat i), with the game's seed. */
export async function botRosterOf(
  db: Db | Prisma.TransactionClient,
  seed: string,
  seatUserIds: readonly string[],
): Promise<BotRoster> {
  const bots = await db.user.findMany({
    where: { id: { in: [...seatUserIds] }, botLevel: { not: null } },
    select: { id: true, botLevel: true },
  });
  if (bots.length === 0) return { seed, seats: [] };
  const levels = new Map(bots.map((b) => [b.id, b.botLevel]));
  const seats = seatUserIds.flatMap((userId, seat) => {
    const level = levels.get(userId);
    return level ? [{ seat, userId, level }] : [];
  });
  return { seed, seats };
}
