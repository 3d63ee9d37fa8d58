import { describe, expect, it } from "vitest";
import {
  compensatedTime,
  countsBeforeDeadline,
  DEFAULT_LAG_POLICY,
  estimateOneWayLag,
  expiryGraceMs,
  MAX_ROUND_TRIP_SAMPLE_MS,
  roundTripFromEcho,
} from "./lag-compensation";

describe("lag compensation", () => {
  it("caps the credit at 150 ms by default", () => {
    expect(DEFAULT_LAG_POLICY.maxCompensationMs).toBe(150);
    expect(compensatedTime(10_000, 80, 0)).toBe(9_920);
    expect(compensatedTime(10_000, 900, 0)).toBe(9_850);
  });

  it("lets a late action count when the measured lag covers it, and not otherwise", () => {
    expect(countsBeforeDeadline(10_000, 10_060, 70)).toBe(true);
    expect(countsBeforeDeadline(10_000, 10_060, 50)).toBe(false);
    // a huge claimed lag still only buys the cap
    expect(countsBeforeDeadline(10_000, 10_200, 5_000)).toBe(false);
    expect(countsBeforeDeadline(10_000, 10_150, 5_000)).toBe(true);
  });

  it("never moves the game's clock backwards and ignores negative or missing lag", () => {
    expect(compensatedTime(10_000, 150, 9_950)).toBe(9_950);
    expect(compensatedTime(10_000, -40, 0)).toBe(10_000);
    expect(compensatedTime(10_000, Number.NaN, 0)).toBe(10_000);
  });

  it("honours a room-specific cap", () => {
    expect(compensatedTime(10_000, 400, 0, { maxCompensationMs: 300 })).toBe(9_700);
    expect(compensatedTime(10_000, 400, 0, { maxCompensationMs: 0 })).toBe(10_000);
  });

  it("estimates one-way lag as half the median round trip", () => {
    expect(estimateOneWayLag([])).toBe(0);
    expect(estimateOneWayLag([100, 2_000, 120])).toBe(60);
    expect(estimateOneWayLag([100, 140])).toBe(60);
  });

  it("measures a round trip from an echoed event, on the server's clock", () => {
    // Sent at 1 000, held 5 s by the player, back at 6 240: 240 ms on the wire.
    expect(roundTripFromEcho(1_000, 6_240, 5_000)).toBe(240);
    // Holding it longer than it was away is not a round trip; nor is a stalled tab.
    expect(roundTripFromEcho(1_000, 6_240, 5_300)).toBeNull();
    expect(roundTripFromEcho(1_000, 1_000 + MAX_ROUND_TRIP_SAMPLE_MS + 1, 0)).toBeNull();
    expect(roundTripFromEcho(1_000, 2_000, -1)).toBeNull();
    expect(roundTripFromEcho(1_000, 2_000, Number.NaN)).toBeNull();
  });

  it("counts a pass that left the hand before the deadline on a slow link, up to the cap", () => {
    // Left the hand at 9 960 on a link of 120 ms each way: received at 10 080.
    const lag = estimateOneWayLag([240, 236, 250]);
    expect(lag).toBe(120);
    expect(compensatedTime(10_080, lag, 0)).toBe(9_960);
    expect(countsBeforeDeadline(10_000, 10_080, lag)).toBe(true);
    // The same pass from a connection nobody measured gets no credit.
    expect(countsBeforeDeadline(10_000, 10_080, estimateOneWayLag([]))).toBe(false);
    // Left the hand 180 ms after the deadline: received 300 ms after it, still late.
    expect(countsBeforeDeadline(10_000, 10_300, lag)).toBe(false);
    // A link claiming a second of lag is credited the cap and no more.
    expect(compensatedTime(10_300, estimateOneWayLag([2_000]), 0)).toBe(10_150);
  });

  it("waits the cap past a deadline only where some lag could be credited", () => {
    expect(expiryGraceMs(true)).toBe(150);
    expect(expiryGraceMs(false)).toBe(0);
    expect(expiryGraceMs(true, { maxCompensationMs: 40 })).toBe(40);
  });
});
