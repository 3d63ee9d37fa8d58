import { describe, expect, it } from "vitest";
import { clockText, offsetOf, secondsLeft, withSample } from "./server-clock";

describe("the server clock as the browser estimates it", () => {
  it("takes the tightest bound of recent steps: late ones (a resume) don't move it", () => {
    // The browser's clock is 5 s ahead; steps take 40 ms, 120 ms, and one replayed 30 s late.
    let samples = withSample([], 105_040, 100_000);
    samples = withSample(samples, 106_120, 101_000);
    samples = withSample(samples, 135_000, 100_000);
    expect(offsetOf(samples)).toBe(5_040);
    expect(offsetOf([])).toBe(0);
  });

  it("forgets old samples, so a clock set right again is followed", () => {
    let samples = withSample([], 0, 10_000); // way behind once
    for (let i = 1; i <= 20; i++) samples = withSample(samples, 1_000 * i + 50, 1_000 * i);
    expect(offsetOf(samples)).toBe(50);
  });

  it("counts down to a server deadline in whole seconds, corrected by the offset, never below 0", () => {
    // Server deadline 30 s after server time 100 000; local clock 5 s ahead.
    expect(secondsLeft(130_000, 105_000, 5_000)).toBe(30);
    expect(secondsLeft(130_000, 125_001, 5_000)).toBe(10);
    expect(secondsLeft(130_000, 140_000, 5_000)).toBe(0);
    // Without the offset the same screen would show 25 s: five seconds short.
    expect(secondsLeft(130_000, 105_000, 0)).toBe(25);
    expect([clockText(7), clockText(90)]).toEqual(["0:07", "1:30"]);
  });
});
