import type { AnyGameModule } from "@wordhall/engine";
import type { BotRoster } from "../bots/bot-plan";

/** SEAT-2: a stand-in plays as well as a normal bot. */
export const STAND_IN_LEVEL = "normal" as const;

/**
 * The game's bots and, with them, the stand-ins playing away seats (under the seat's own
 * player, so their moves take the player's path for that seat). The database reads add the
 * stand-ins themselves (BOT_SEATS_SQL); this is for a roster made from a state in memory.
 */
export function withStandIns(
  roster: BotRoster,
  module: AnyGameModule,
  state: unknown,
  seats: readonly { readonly seat: number; readonly userId: string }[],
): BotRoster {
  const standing = module
    .seats(state)
    .filter((s) => !s.left && s.away !== null && s.away.standIn !== null)
    .map((s) => s.seat)
    .filter((seat) => !roster.seats.some((b) => b.seat === seat));
  if (standing.length === 0) return roster;
  const added = standing.flatMap((seat) => {
    const userId = seats.find((s) => s.seat === seat)?.userId;
    return userId ? [{ seat, userId, level: STAND_IN_LEVEL }] : [];
  });
  return { seed: roster.seed, seats: [...roster.seats, ...added].sort((a, b) => a.seat - b.seat) };
}
