import { describe, expect, it } from "vitest";
import { turnTitle, YOUR_TURN_ICON } from "./turn-signal-model";

describe("turn signals", () => {
  it("marks the tab title while the game waits on you, and only once", () => {
    expect(turnTitle("Word night · Wordhall", true)).toBe("● Your turn · Word night · Wordhall");
    expect(turnTitle("● Your turn · Word night · Wordhall", true)).toBe(
      "● Your turn · Word night · Wordhall",
    );
    expect(turnTitle("● Your turn · Word night · Wordhall", false)).toBe("Word night · Wordhall");
    expect(turnTitle("Word night · Wordhall", false)).toBe("Word night · Wordhall");
  });
  it("has a favicon for your turn that a browser can load", () => {
    expect(YOUR_TURN_ICON.startsWith("data:image/svg+xml,")).toBe(true);
    expect(decodeURIComponent(YOUR_TURN_ICON)).toContain("<circle");
  });
});
