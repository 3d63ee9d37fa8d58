/**
 * A seat whose player is away: gone past the host's presence grace while the game runs. The
 * host marks it with a server action and clears it when the player is back; the engine only
 * keeps the mark, shows it to everyone and lets the rules that depend on it read it (a
 * stand-in bot, default decisions, ending the game for absence). Times are server epoch ms.
 */
export type SeatAway = {
  /** When the player was last seen (the host's presence), what "away for 2 min" counts from. */
  readonly since: number;
  /** When the mark was made (ctx.now of the action). */
  readonly at: number;
  /** When a stand-in bot began to play the seat, or null while nobody plays it. */
  readonly standIn: number | null;
};

/** What the host needs of each seat to decide about absence, whichever game it is. */
export type SeatStatus = {
  readonly seat: number;
  /** The player left for good (or was ended out of the game); nothing more is asked of them. */
  readonly left: boolean;
  readonly away: SeatAway | null;
  /** The game is waiting for a decision of this seat now. */
  readonly awaited: boolean;
};

/** What a view shows of a seat's absence, to everyone. */
export type SeatAwayView = { readonly since: number; readonly standIn: boolean };

export function awayView(away: SeatAway | null | undefined): SeatAwayView | null {
  return away ? { since: away.since, standIn: away.standIn !== null } : null;
}
