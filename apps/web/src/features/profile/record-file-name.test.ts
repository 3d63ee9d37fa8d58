import { describe, expect, it } from "vitest";
import { recordFileName } from "./download-record";

describe("recordFileName", () => {
  it("names the game, the UTC day it ended and the start of its id", () => {
    expect(
      recordFileName("buyword", Date.UTC(2026, 10, 30, 23, 59), "1a2b3c4d-0000-4000-8000-000000000000"),
    ).toBe("wordhall-buyword-2026-11-30-1a2b3c4d.json");
  });
});
