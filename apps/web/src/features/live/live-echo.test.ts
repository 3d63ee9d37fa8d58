import { describe, expect, it } from "vitest";
import { echoFor, forgetLiveEvents, noteLiveEvent } from "./live-echo";

describe("the echo a move carries", () => {
  it("names the last event received and how long it has been held", () => {
    expect(echoFor("g1", 1_000)).toBeUndefined();
    noteLiveEvent("g1", 4, 1_000);
    noteLiveEvent("g1", 5, 2_000);
    expect(echoFor("g1", 2_350.4)).toEqual({ v: 5, heldMs: 350 });
    // Never a negative hold, whatever the clock did.
    expect(echoFor("g1", 1_500)).toEqual({ v: 5, heldMs: 0 });
    expect(echoFor("g2", 2_000)).toBeUndefined();
    forgetLiveEvents("g1");
    expect(echoFor("g1", 3_000)).toBeUndefined();
  });

  it("ignores what is not a version", () => {
    noteLiveEvent("g3", Number.NaN, 0);
    noteLiveEvent("g3", -1, 0);
    expect(echoFor("g3", 10)).toBeUndefined();
  });
});
