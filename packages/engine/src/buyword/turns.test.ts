import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buywordActionSchema } from "./actions";
import { act, arrange, buyword, errorCode, newGame, tryAct } from "./test-support";

describe("BuyWord turn discipline", () => {
  it("BW-31: only the seat whose decision it is may act, and refusals are values, not exceptions", () => {
    const state = arrange(newGame({ players: 3 }), {
      leader: 0,
      draws: { 0: "CAT", 1: "DOG", 2: "HEN" },
      phase: { kind: "decide", turn: 0 },
    });
    expect(errorCode(tryAct(state, 1, { type: "buy" }))).toBe("not-your-turn");
    expect(errorCode(tryAct(state, null, { type: "buy" }))).toBe("not-your-turn");
    expect(errorCode(tryAct(state, 7, { type: "buy" }))).toBe("not-your-turn");
    expect(errorCode(tryAct(state, 0, { type: "endTurn" }))).toBe("wrong-phase");
    expect(errorCode(tryAct(state, 0, { type: "bid", amount: 3 }))).toBe("wrong-phase");
    expect(errorCode(tryAct(state, 0, { type: "doneTrading" }))).toBe("wrong-phase");
    expect(errorCode(tryAct(state, 0, { type: "vote", fits: true }))).toBe("wrong-phase");
    expect(errorCode(tryAct(state, 0, { type: "draftPick", tile: 0 }))).toBe("wrong-phase");
    expect(errorCode(tryAct(state, 0, { type: "choose", count: 2 }))).toBe("wrong-phase");
    // A malformed action that slipped past the schema is refused too.
    const odd = buyword.apply(state, { type: "fly" } as never, { now: 0, actor: 0 });
    expect(odd.ok).toBe(false);
    expect(buywordActionSchema.safeParse({ type: "bid", amount: 0 }).success).toBe(false);
    expect(buywordActionSchema.safeParse({ type: "choose", count: 6 }).success).toBe(false);
    // Refused actions leave the state untouched; applied ones bump the step.
    expect(act(state, 0, { type: "buy" }).state.step).toBe(state.step + 1);
    const over = { ...state, phase: { kind: "over" as const } };
    expect(errorCode(tryAct(over, 0, { type: "buy" }))).toBe("game-over");
  });
});

describe("BuyWord refuses any input", () => {
  it("BW-31: arbitrary values as actions or actors are refused with a code, never thrown, and change nothing", () => {
    const state = arrange(newGame({ players: 3 }), {
      hands: { 0: "CAT*" },
      leader: 0,
      draws: { 0: "DOG", 1: "HEN", 2: "OX" },
      phase: { kind: "decide", turn: 0 },
    });
    const snapshot = JSON.stringify(state);
    const shaped = fc.oneof(
      fc.anything(),
      fc.record(
        {
          type: fc.constantFrom(
            "choose",
            "draftPick",
            "offerTrade",
            "acceptTrade",
            "bid",
            "sell",
            "endTurn",
            "timeout",
            "vote",
          ),
          count: fc.anything(),
          tile: fc.anything(),
          tiles: fc.anything(),
          to: fc.anything(),
          from: fc.anything(),
          amount: fc.anything(),
          money: fc.anything(),
          at: fc.anything(),
          wildAs: fc.anything(),
          discard: fc.anything(),
          step: fc.anything(),
        },
        { requiredKeys: ["type"] },
      ),
    );
    fc.assert(
      fc.property(
        shaped,
        fc.oneof(fc.constantFrom(null, 0, 1, 2, 3, -1, 99), fc.anything()),
        (action, actor) => {
          const result = buyword.apply(state, action as never, { now: 0, actor: actor as never });
          if (!result.ok) {
            expect(typeof result.error.code).toBe("string");
            expect(result.error.message.length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 2_000 },
    );
    expect(JSON.stringify(state)).toBe(snapshot);
  });
});
