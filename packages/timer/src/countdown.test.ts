import { describe, expect, it } from "vitest";
import {
  deadlineOf,
  hasExpired,
  pauseCountdown,
  remainingMs,
  resumeCountdown,
  startCountdown,
} from "./countdown";

describe("countdown", () => {
  it("expires at its deadline, not a millisecond before", () => {
    const c = startCountdown(1_000, 30_000);
    expect(deadlineOf(c)).toBe(31_000);
    expect(hasExpired(c, 30_999)).toBe(false);
    expect(hasExpired(c, 31_000)).toBe(true);
    expect(remainingMs(c, 20_000)).toBe(11_000);
    expect(remainingMs(c, 40_000)).toBe(0);
  });

  it("keeps what was left across a pause and runs on from the resume", () => {
    const c = startCountdown(0, 30_000);
    const paused = pauseCountdown(c, 10_000);
    expect(deadlineOf(paused)).toBeNull();
    expect(hasExpired(paused, 1_000_000)).toBe(false);
    expect(remainingMs(paused, 1_000_000)).toBe(20_000);
    const resumed = resumeCountdown(paused, 500_000);
    expect(deadlineOf(resumed)).toBe(520_000);
    expect(hasExpired(resumed, 519_999)).toBe(false);
    expect(hasExpired(resumed, 520_000)).toBe(true);
  });

  it("treats pausing a paused countdown and resuming a running one as no-ops", () => {
    const c = startCountdown(0, 5_000);
    expect(resumeCountdown(c, 100)).toBe(c);
    const p = pauseCountdown(c, 1_000);
    expect(pauseCountdown(p, 3_000)).toBe(p);
  });
});
