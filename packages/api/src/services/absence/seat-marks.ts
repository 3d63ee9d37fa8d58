import type { SeatAway } from "@wordhall/engine";

/** A seat as the absence watch sees it: who holds it, and what the game says about it. */
export type SeatAtTable = {
  readonly seat: number;
  readonly userId: string;
  /** A seat the server plays (a bot of the room): never away. */
  readonly bot: boolean;
  readonly left: boolean;
  readonly away: SeatAway | null;
};

/** Presence's word for a user of the game's scope; not listed = gone past the grace, or never came. */
export type Presence = ReadonlyMap<string, "online" | "away">;

/**
 * SEAT-1: seats to mark back: marked away, and their player is online again (a player still
 * in the grace after dropping once more is not back yet, nor gone).
 */
export function seatsBack(seats: readonly SeatAtTable[], presence: Presence): number[] {
  return seats
    .filter((s) => s.away !== null && !s.left && presence.get(s.userId) === "online")
    .map((s) => s.seat);
}

/** SEAT-1: seats whose player presence no longer lists (gone past the grace, or never here). */
export function seatsGone(seats: readonly SeatAtTable[], presence: Presence): SeatAtTable[] {
  return seats.filter((s) => !s.bot && !s.left && s.away === null && !presence.has(s.userId));
}

/**
 * SEAT-1: since when a gone player is away: when presence last saw them, or the game's start
 * for a player who never opened it; `lookAt` instead while that moment is still within the
 * grace (only a player who never came can be in that case: presence keeps the others listed).
 */
export function awaySince(
  lastSeen: number | undefined,
  input: { readonly startedAt: number; readonly graceMs: number; readonly now: number },
): { readonly since: number } | { readonly lookAt: number } {
  const since = lastSeen ?? input.startedAt;
  const due = since + input.graceMs;
  return input.now >= due ? { since } : { lookAt: due };
}
