import { describe, expect, it } from "vitest";
import { LagMeter } from "./lag-meter";

describe("the lag meter", () => {
  it("measures a seat's lag from moves that echo the events its stream sent", () => {
    const meter = new LagMeter();
    meter.sent("g", "ana", 3, 1_000);
    // Held 4 s, back 240 ms later than that: 120 ms each way.
    expect(meter.lagOf("g", "ana", { v: 3, heldMs: 4_000 }, 5_240)).toBe(120);
    meter.sent("g", "ana", 4, 6_000);
    expect(meter.lagOf("g", "ana", { v: 4, heldMs: 100 }, 6_340)).toBe(120);
    // Without an echo the estimate stands; another seat has none.
    expect(meter.lagOf("g", "ana", undefined, 9_000)).toBe(120);
    expect(meter.lagOf("g", "bo", { v: 4, heldMs: 0 }, 6_100)).toBe(0);
  });

  it("takes nothing from an echo of an event it never sent, or one that cannot be a round trip", () => {
    const meter = new LagMeter();
    meter.sent("g", "ana", 1, 1_000);
    expect(meter.lagOf("g", "ana", { v: 2, heldMs: 0 }, 1_100)).toBe(0);
    expect(meter.lagOf("g", "ana", { v: 1, heldMs: 500 }, 1_100)).toBe(0);
    expect(meter.lagOf("g", "ana", { v: 1, heldMs: 0 }, 60_000)).toBe(0);
    expect(meter.lagOf("other", "ana", { v: 1, heldMs: 0 }, 1_100)).toBe(0);
  });

  it("asks the scheduler to wait the cap for a game once some seat's lag is measured", () => {
    const meter = new LagMeter({ maxCompensationMs: 150 });
    meter.sent("g", "ana", 1, 1_000);
    expect(meter.graceFor("g")).toBe(0);
    meter.lagOf("g", "ana", { v: 1, heldMs: 0 }, 1_010);
    expect(meter.graceFor("g")).toBe(150);
    expect(meter.graceFor("elsewhere")).toBe(0);
  });
});
