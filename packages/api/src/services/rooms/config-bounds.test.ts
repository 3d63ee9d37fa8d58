import { buywordConfigSchema, omwConfigSchema } from "@wordhall/engine";
import { describe, expect, it } from "vitest";
import { rangeAt } from "./config-bounds";
import { gameOptions } from "./game-options";

describe("the settings' ranges the create-room form is given", () => {
  it("are the engine's config schemas' own", () => {
    const { bounds } = gameOptions()["oh-my-word"];
    // Each end of each range is accepted by the engine, and one past it is refused.
    const omw = (patch: Record<string, unknown>) => omwConfigSchema.safeParse(patch).success;
    expect(omw({ timer: { minMs: bounds.timerMs.min, maxMs: bounds.timerMs.max } })).toBe(true);
    expect(omw({ timer: { minMs: bounds.timerMs.min - 1 } })).toBe(false);
    expect(omw({ judging: { voteWindowMs: bounds.voteWindowMs.max } })).toBe(true);
    expect(omw({ judging: { voteWindowMs: bounds.voteWindowMs.max + 1 } })).toBe(false);
    expect(omw({ judging: { maxTermLength: bounds.maxTermLength.max + 1 } })).toBe(false);
    expect(omw({ tiles: { reverse: bounds.reverseTiles.max + 1 } })).toBe(false);
    expect(omw({ tiles: { letters: { A: bounds.letterTiles.max + 1 } } })).toBe(false);
    expect(omw({ tokens: [{ value: 1, count: bounds.tokens.max + 1 }] })).toBe(false);
    const { timeLimitMs } = gameOptions().buyword.bounds;
    expect(buywordConfigSchema.safeParse({ timeLimits: { sell: timeLimitMs.max } }).success).toBe(true);
    expect(buywordConfigSchema.safeParse({ timeLimits: { sell: timeLimitMs.max + 1 } }).success).toBe(false);
  });

  it("fail loudly for a setting that is not a bounded number", () => {
    expect(() => rangeAt(omwConfigSchema, ["judging", "mode"])).toThrow(/no range/);
    expect(() => rangeAt(omwConfigSchema, ["nothing"])).toThrow(/No setting/);
  });
});
