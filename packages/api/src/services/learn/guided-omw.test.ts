import { OMW_BUILT_IN_BOARDS, omwConfigSchema } from "@wordhall/engine";
import { checkTerm } from "@wordhall/words";
import { describe, expect, it } from "vitest";
import { GUIDED_OMW, GUIDED_OMW_SETTINGS } from "./guided-omw";
import { guidedOmwOpening, isGoodOmwOpening, PACES } from "./guided-omw-opening";

// The guided first Oh My Word game's seed and settings, played by the engine with the
// server's own easy bots: what the guide promises the player, at a quick and a slow pace.

describe("the guided first Oh My Word game", () => {
  it("OMW-1, OMW-2, OMW-5, OMW-18: three seats, the player first, one board, a friendlier timer", () => {
    const config = omwConfigSchema.parse(GUIDED_OMW_SETTINGS);
    expect(config).toMatchObject({ seats: 3, firstSeat: 0, timer: { minMs: 40_000, maxMs: 60_000 } });
    expect(config.boards).toEqual([{ kind: "built-in", board: 1, side: "front" }]);
    // Longer than the default 25–45 s, so a newcomer can read the guide.
    const defaults = omwConfigSchema.parse({}).timer;
    expect(config.timer.minMs).toBeGreaterThan(defaults.minMs);
    expect(config.timer.maxMs).toBeGreaterThan(defaults.maxMs);
  });

  it("OMW-9, OMW-16: the example term fits its category and starts with the example's letter", () => {
    const category = OMW_BUILT_IN_BOARDS[0]?.front.categories[GUIDED_OMW.example.category];
    expect(category).toBe("Thing in the garden shed");
    expect(checkTerm(GUIDED_OMW.example.term, GUIDED_OMW.example.letter, { maxLength: 80 }).ok).toBe(true);
  });

  for (const [name, pace] of Object.entries(PACES)) {
    describe(`for a ${name} player`, () => {
      const opening = guidedOmwOpening(GUIDED_OMW.seed, pace, GUIDED_OMW.example);

      it("OMW-8, OMW-9, OMW-11: the first draw is the example's letter, and its term covers and stands", () => {
        expect(opening.firstLetter).toBe("L");
        expect(opening.exampleStood).toBe(true);
        expect(opening.refused).toEqual([]);
      });

      it("OMW-11: each bot draws, covers a category and passes before the player's next turn", () => {
        expect(opening.botCovers.map((c) => c.seat).sort()).toEqual([1, 2]);
      });

      it("OMW-12: the player's second draw is a reverse tile", () => {
        expect(opening.secondDrawReverse).toBe(true);
      });

      it("OMW-18, OMW-19, OMW-22: the first timer is long, runs across the passes, and goes off on a bot after the reverse tile", () => {
        expect(opening.firstTimerMs).toBeGreaterThanOrEqual(50_000);
        expect(opening.firstTimerMs).toBeLessThanOrEqual(60_000);
        // Nobody's pass restarted it: it goes off at its first length.
        expect(opening.firstExpiry?.at).toBe(opening.firstTimerMs);
        expect(opening.firstExpiry?.holder).not.toBe(0);
        expect(opening.firstExpiry?.at ?? 0).toBeGreaterThan(
          opening.secondDrawAt ?? Number.POSITIVE_INFINITY,
        );
        expect(isGoodOmwOpening(opening, GUIDED_OMW.example.letter)).toBe(true);
      });
    });
  }
});
