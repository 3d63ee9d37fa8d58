import type { BuywordResult, GameKind, OmwResult, RatingBand } from "@wordhall/engine";

export type SeatOutcome = {
  readonly seat: number;
  /** 1 is best; equal ranks are shared places. */
  readonly rank: number;
  /** BuyWord: money. Oh My Word: bad-luck points or token count, as the room scored. */
  readonly score: number;
};

export type TiebreakOutcome = {
  readonly tiedSeats: readonly number[];
  /** Seats in the order they were knocked out. */
  readonly eliminationOrder: readonly number[];
  readonly winnerSeat: number;
};

/** One finished game in the shape the results tables store, whichever game it was. */
export type GameOutcome = {
  readonly seats: readonly SeatOutcome[];
  /** Solo BuyWord's rating band; null otherwise. */
  readonly band: RatingBand | null;
  /** Set when Oh My Word went to its tiebreaker. */
  readonly tiebreak: TiebreakOutcome | null;
};

/**
 * Reads an engine's final standings (`module.result`) into the common shape. The engines
 * already rank (ties share a place, leavers last, tiebreaker order), so nothing is re-ranked.
 */
export function gameOutcome(kind: GameKind, result: unknown): GameOutcome {
  if (kind === "buyword") {
    const r = result as BuywordResult;
    return {
      seats: r.standings.map((s) => ({ seat: s.seat, rank: s.rank, score: s.money })),
      band: r.band,
      tiebreak: null,
    };
  }
  const r = result as OmwResult;
  const seats = r.standings.map((s) => ({ seat: s.seat, rank: s.rank, score: s.score }));
  return { seats, band: null, tiebreak: r.tiebreaker ? tiebreakOf(r.tiebreaker, seats) : null };
}

function tiebreakOf(
  tb: NonNullable<OmwResult["tiebreaker"]>,
  seats: readonly SeatOutcome[],
): TiebreakOutcome {
  // Usually one tied seat is never knocked out. If the tiebreaker ended another way (players
  // leaving), the best-ranked tied seat is the winner the standings already name.
  const tied = seats.filter((s) => tb.seats.includes(s.seat));
  const best = [...tied].sort((a, b) => a.rank - b.rank || a.seat - b.seat)[0];
  const survivor = tb.seats.filter((s) => !tb.eliminated.includes(s));
  const winnerSeat = survivor.length === 1 ? (survivor[0] as number) : (best?.seat ?? tb.seats[0] ?? 0);
  return { tiedSeats: tb.seats.slice(), eliminationOrder: tb.eliminated.slice(), winnerSeat };
}
