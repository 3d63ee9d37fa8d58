import { describe, expect, it } from "vitest";
import { deadlineDue, deadlineGoesFirst, decideExpiry, expiryKey } from "./scheduling";

describe("scheduling contract", () => {
  const scheduled = { gameId: "g1", version: 7, kind: "timer", at: 50_000 };

  it("applies a due deadline only while the game is at the version it was computed for", () => {
    expect(decideExpiry(scheduled, 7, 49_999)).toBe("wait");
    expect(decideExpiry(scheduled, 7, 50_000)).toBe("apply");
    expect(decideExpiry(scheduled, 8, 50_000)).toBe("stale");
  });

  it("keys an expiry by game, version and kind so duplicates collapse", () => {
    expect(expiryKey(scheduled)).toBe(expiryKey({ ...scheduled }));
    expect(expiryKey(scheduled)).not.toBe(expiryKey({ ...scheduled, version: 8 }));
  });

  it("lets an action at the deadline's very instant go before the deadline", () => {
    expect(deadlineGoesFirst(50_000, 50_000)).toBe(false);
    expect(deadlineGoesFirst(50_000, 50_001)).toBe(true);
  });

  it("orders an action exactly at a deadline the same way the server's own expiry does", () => {
    // The server applies a deadline by itself from its instant on; an action stamped at
    // that instant still goes first, so both views agree on which came first.
    expect(deadlineDue(50_000, 50_000)).toBe(true);
    expect(deadlineGoesFirst(50_000, 50_000)).toBe(false);
    expect(deadlineDue(50_000, 49_999)).toBe(false);
  });

  it("waits the grace before applying a deadline on its own", () => {
    expect(deadlineDue(50_000, 50_149, 150)).toBe(false);
    expect(deadlineDue(50_000, 50_150, 150)).toBe(true);
    expect(deadlineDue(50_000, 50_000, -20)).toBe(true);
    expect(decideExpiry(scheduled, 7, 50_100, 150)).toBe("wait");
    expect(decideExpiry(scheduled, 7, 50_150, 150)).toBe("apply");
  });
});
