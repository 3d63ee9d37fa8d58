/**
 * The platform's limits for away seats (docs/rooms.md, "Away seats"; SEAT-1..4 in
 * docs/rules/seats.md). The grace itself is presence's (30 s): a seat is away once its
 * player has been gone longer than that.
 */
export type AbsenceOptions = {
  /**
   * How long after a player was last seen the others may end the game for their absence
   * (SEAT-3): long enough for a dropped connection or a reload to come back, short enough
   * that nobody sits at a dead table.
   */
  readonly endAfterMs?: number;
};

export const DEFAULT_END_AFTER_MS = 3 * 60_000;

export function endAfterMs(options: AbsenceOptions | undefined): number {
  return options?.endAfterMs ?? DEFAULT_END_AFTER_MS;
}
