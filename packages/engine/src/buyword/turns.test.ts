import { describe, expect, it } from "vitest";
import { buywordActionSchema } from "./actions";
import { applyBuyword } from "./apply";
import { act, arrange, errorCode, newGame, tryAct } from "./test-support";

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
    const odd = applyBuyword(state, { type: "fly" } as never, { now: 0, actor: 0 });
    expect(odd.ok).toBe(false);
    expect(buywordActionSchema.safeParse({ type: "bid", amount: 0 }).success).toBe(false);
    expect(buywordActionSchema.safeParse({ type: "choose", count: 6 }).success).toBe(false);
    // Refused actions leave the state untouched; applied ones bump the step.
    expect(act(state, 0, { type: "buy" }).state.step).toBe(state.step + 1);
    const over = { ...state, phase: { kind: "over" as const } };
    expect(errorCode(tryAct(over, 0, { type: "buy" }))).toBe("game-over");
  });
});
