import { describe, expect, it } from "vitest";
import { awaySince, type SeatAtTable, seatsBack, seatsGone } from "./seat-marks";

const seat = (n: number, over: Partial<SeatAtTable> = {}): SeatAtTable => ({
  seat: n,
  userId: `u${n}`,
  bot: false,
  left: false,
  away: null,
  ...over,
});
const marked = { since: 100, at: 130, standIn: null };

describe("which seats to mark", () => {
  it("SEAT-1: a player presence no longer lists is gone; online or in the grace is still here", () => {
    const seats = [seat(0), seat(1), seat(2), seat(3)];
    const presence = new Map([
      ["u0", "online"],
      ["u1", "away"],
    ] as const);
    expect(seatsGone(seats, presence).map((s) => s.seat)).toEqual([2, 3]);
  });

  it("SEAT-1: bots, players who left and seats already marked are never marked again", () => {
    const seats = [seat(0, { bot: true }), seat(1, { left: true }), seat(2, { away: marked }), seat(3)];
    expect(seatsGone(seats, new Map()).map((s) => s.seat)).toEqual([3]);
  });

  it("SEAT-1: a marked seat is back once its player is online, not while they are in the grace", () => {
    const seats = [seat(0, { away: marked }), seat(1, { away: marked }), seat(2, { away: marked }), seat(3)];
    const presence = new Map([
      ["u0", "online"],
      ["u1", "away"],
      ["u3", "online"],
    ] as const);
    expect(seatsBack(seats, presence)).toEqual([0]);
  });

  it("SEAT-1: away since presence last saw them, or since the start for a player who never came, after the grace", () => {
    const timing = { startedAt: 1_000, graceMs: 30_000, now: 20_000 };
    expect(awaySince(500, timing)).toEqual({ lookAt: 30_500 });
    expect(awaySince(500, { ...timing, now: 30_500 })).toEqual({ since: 500 });
    expect(awaySince(undefined, timing)).toEqual({ lookAt: 31_000 });
    expect(awaySince(undefined, { ...timing, now: 40_000 })).toEqual({ since: 1_000 });
  });
});
