import { describe, expect, it } from "vitest";
import { CREATION_LIMITS, creationRefusal } from "./creation-limits";

describe("creationRefusal", () => {
  it("says what the person did, over which window, and when to try again", () => {
    expect(creationRefusal(CREATION_LIMITS.rooms, 37)).toBe(
      "You've opened 10 rooms in the last 10 minutes. Try again in 37 seconds.",
    );
    expect(creationRefusal(CREATION_LIMITS.chat, 1)).toBe(
      "You've sent 60 chat messages in the last minute. Try again in 1 second.",
    );
  });

  it("gives longer waits in whole minutes, rounded up", () => {
    expect(creationRefusal(CREATION_LIMITS.packSubmissions, 121)).toBe(
      "You've submitted 20 packs for review in the last 10 minutes. Try again in 3 minutes.",
    );
    expect(creationRefusal(CREATION_LIMITS.packs, 600)).toBe(
      "You've created 30 packs in the last 10 minutes. Try again in 10 minutes.",
    );
  });
});
