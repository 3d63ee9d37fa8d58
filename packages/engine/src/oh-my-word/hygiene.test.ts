import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { omwActionSchema } from "./actions";
import { ohMyWord } from "./module";
import { testConfig } from "./testing/configs";
import { OmwTable } from "./testing/table";

describe("Oh My Word engine hygiene", () => {
  it("OMW-48: any input at all is refused with a code and a message, never thrown, and changes nothing", () => {
    const t = new OmwTable(testConfig({ judging: { mode: "challenge" } }), "h", 0);
    t.must(0, { type: "draw" }, 10);
    const frozen = JSON.stringify(t.state);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record({
            type: fc.constantFrom("draw", "claim", "pass", "vote", "challenge", "leave", "x"),
            category: fc.anything(),
            claim: fc.anything(),
            term: fc.anything(),
            seat: fc.anything(),
            accept: fc.anything(),
          }),
        ),
        fc.oneof(fc.constant(null), fc.integer({ min: -2, max: 5 }), fc.double()),
        fc.oneof(fc.integer({ min: -1_000, max: 200_000 }), fc.double()),
        (action, actor, now) => {
          const result = ohMyWord.apply(t.state, action as never, { now, actor: actor as number | null });
          if (!result.ok) {
            expect(result.error.code).toMatch(/^[a-z-]+$/);
            expect(result.error.message.length).toBeGreaterThan(5);
          }
          expect(JSON.stringify(t.state)).toBe(frozen);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it("OMW-48: the action schema accepts the real actions and rejects junk", () => {
    expect(omwActionSchema.safeParse({ type: "claim", category: 1, term: "Mango" }).success).toBe(true);
    expect(omwActionSchema.safeParse({ type: "claim", category: -1, term: "Mango" }).success).toBe(false);
    expect(omwActionSchema.safeParse({ type: "vote", claim: 1 }).success).toBe(false);
    expect(omwActionSchema.safeParse({ type: "explode" }).success).toBe(false);
  });

  it("OMW-49: an action older than the last one is refused", () => {
    const t = new OmwTable(testConfig(), "h2", 0);
    t.must(0, { type: "draw" }, 500);
    const r = t.raw(0, { type: "claim", category: 0, term: "Mango" }, 499);
    expect(r.ok ? "ok" : r.error.code).toBe("time-went-backwards");
    expect(t.raw(0, { type: "claim", category: 0, term: "Mango" }, 500).ok).toBe(true);
  });
});
