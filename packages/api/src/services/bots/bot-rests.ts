/** Refusals of one seat's bot in one game before it rests for the rest of that game. */
export const REFUSALS_BEFORE_REST = 3;
/** Seats remembered at once; the oldest are forgotten first (a game long over, usually). */
const REMEMBERED = 10_000;

/**
 * Bots whose move the engine refused. A refused move would be planned again from the same
 * version (the plan is deterministic), so its bot sits that version out; after
 * REFUSALS_BEFORE_REST refusals in a game it sits the game out, and the game's timers play its
 * turns as they would a person's who stopped moving. Kept per process: another instance
 * tries at most once per version before it rests the bot too, so nothing loops.
 */
export class BotRests {
  private readonly seats = new Map<string, { version: number; refusals: number }>();

  resting(gameId: string, seat: number, version: number): boolean {
    const rest = this.seats.get(key(gameId, seat));
    return rest !== undefined && (rest.version === version || rest.refusals >= REFUSALS_BEFORE_REST);
  }

  /** A move planned on `version` was refused (or the bot threw); returns the refusals so far. */
  refused(gameId: string, seat: number, version: number): number {
    const k = key(gameId, seat);
    const refusals = (this.seats.get(k)?.refusals ?? 0) + 1;
    this.seats.delete(k);
    this.seats.set(k, { version, refusals });
    if (this.seats.size > REMEMBERED) {
      const oldest = this.seats.keys().next().value;
      if (oldest !== undefined) this.seats.delete(oldest);
    }
    return refusals;
  }
}

const key = (gameId: string, seat: number) => `${gameId}/${seat}`;

/** This process's rests. */
export const botRests = new BotRests();
