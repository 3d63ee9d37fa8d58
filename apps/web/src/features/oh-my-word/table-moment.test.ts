import type { OmwEventView } from "@wordhall/client";
import { describe, expect, it } from "vitest";
import { momentOf } from "./table-moment";

// The banner both Oh My Word tables (a seat's and the shared display) raise for a step.

const drew = (letter: string | null): OmwEventView => ({ type: "tile-drawn", seat: 0, letter });
const timeUp: OmwEventView = { type: "timer-went-off", holder: 1, at: 5 };

describe("a step's moment", () => {
  it("is Time! when the timer goes off, and Reverse! when a reverse tile is drawn", () => {
    expect(momentOf([timeUp], 7)).toEqual({ kind: "time", text: "Time!", key: 7 });
    expect(momentOf([drew(null)], 8)).toEqual({
      kind: "reverse",
      text: "Reverse! The bag goes back",
      key: 8,
    });
  });

  it("is nothing for a plain draw or a pass", () => {
    expect(momentOf([drew("M")], 3)).toBeNull();
    expect(momentOf([{ type: "bag-passed", from: 0, to: 1, reason: "pass" }], 4)).toBeNull();
    expect(momentOf([], 5)).toBeNull();
  });

  it("is the step's last when it has two", () => {
    expect(momentOf([drew(null), timeUp], 9)?.kind).toBe("time");
    expect(momentOf([timeUp, drew(null)], 9)?.kind).toBe("reverse");
  });
});
