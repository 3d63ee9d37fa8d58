import {
  DEFAULT_LAG_POLICY,
  estimateOneWayLag,
  expiryGraceMs,
  type LagPolicy,
  roundTripFromEcho,
} from "@wordhall/timer";
import type { Echo, LagSource } from "../services/games/lag-source";

/** Versions whose send time is kept per seat: a move echoes the last event its sender got. */
const SENT_KEPT = 8;
/** Round trips kept per seat; the estimate is half their median (estimateOneWayLag). */
const SAMPLES_KEPT = 5;
/** Games tracked at once; the least recently touched are forgotten first. */
const GAMES_KEPT = 5_000;

type Seat = { readonly sent: Map<number, number>; readonly samples: number[] };

/**
 * One process's measure of its players' lag (docs/timer.md). Each live event this process
 * writes to a seated player's stream is noted with its version and the time; a move that
 * echoes that version, with how long its sender held the event, gives a round trip on this
 * process's own clock (roundTripFromEcho). So a player's lag is known where their stream is
 * served, and a move that reaches another instance is simply not credited.
 */
export class LagMeter implements LagSource {
  private readonly games = new Map<string, Map<string, Seat>>();

  constructor(readonly policy: LagPolicy = DEFAULT_LAG_POLICY) {}

  /** The stream wrote the event of `version` to this seated player at `at`. */
  sent(gameId: string, userId: string, version: number, at: number): void {
    const seat = this.seat(gameId, userId, true);
    seat.sent.delete(version);
    seat.sent.set(version, at);
    for (const v of seat.sent.keys()) {
      if (seat.sent.size <= SENT_KEPT) break;
      seat.sent.delete(v);
    }
  }

  lagOf(gameId: string, userId: string, echo: Echo | undefined, receivedAt: number): number {
    const seat = this.seat(gameId, userId, false);
    if (!seat) return 0;
    const sentAt = echo ? seat.sent.get(echo.v) : undefined;
    const roundTrip =
      echo && sentAt !== undefined ? roundTripFromEcho(sentAt, receivedAt, echo.heldMs) : null;
    if (roundTrip !== null) {
      seat.samples.push(roundTrip);
      if (seat.samples.length > SAMPLES_KEPT) seat.samples.shift();
    }
    return estimateOneWayLag(seat.samples);
  }

  graceFor(gameId: string): number {
    const seats = this.games.get(gameId);
    let measured = false;
    for (const seat of seats?.values() ?? []) if (seat.samples.length > 0) measured = true;
    return expiryGraceMs(measured, this.policy);
  }

  private seat(gameId: string, userId: string, create: true): Seat;
  private seat(gameId: string, userId: string, create: false): Seat | undefined;
  private seat(gameId: string, userId: string, create: boolean): Seat | undefined {
    let seats = this.games.get(gameId);
    if (seats) {
      // Most recently used last, so the oldest game is the first forgotten.
      this.games.delete(gameId);
      this.games.set(gameId, seats);
    } else if (create) {
      seats = new Map();
      this.games.set(gameId, seats);
      for (const id of this.games.keys()) {
        if (this.games.size <= GAMES_KEPT) break;
        this.games.delete(id);
      }
    } else return undefined;
    let seat = seats.get(userId);
    if (!seat && create) {
      seat = { sent: new Map(), samples: [] };
      seats.set(userId, seat);
    }
    return seat;
  }
}
