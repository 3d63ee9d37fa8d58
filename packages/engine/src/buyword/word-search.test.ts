import { bestSalePlan } from "@wordhall/words";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { plannedSale } from "./sim/random-player";
import { act, arrange, buyword, newGame } from "./test-support";
import { isWild, LETTER_TILE_COUNT, TILE_LETTER, TILE_PIPS } from "./tiles";

describe("BuyWord and the words package agree", () => {
  it("BW-10, BW-11: the engine sells every word of the best sale plan, for the plan's total", () => {
    const base = newGame({ players: 2 }, "plans");
    const letterIds = fc.uniqueArray(fc.integer({ min: 0, max: LETTER_TILE_COUNT - 1 }), {
      minLength: 2,
      maxLength: 10,
    });
    fc.assert(
      fc.property(letterIds, fc.integer({ min: 0, max: 4 }), (ids, wilds) => {
        const hand = ids.map((t) => TILE_LETTER[t]).join("") + "*".repeat(wilds);
        let state = arrange(base, {
          hands: { 0: hand },
          leader: 0,
          phase: { kind: "sell", turn: 0, pending: null },
        });
        const letters = state.players[0]?.hand.filter((t) => !isWild(t)) ?? [];
        const plan = bestSalePlan(
          {
            tiles: letters.map((t) => ({ letter: TILE_LETTER[t] as string, pips: TILE_PIPS[t] as number })),
            wilds,
          },
          buyword.judge(state.config),
        );
        for (let sale = plannedSale(state.players[0]?.hand ?? [], buyword.judge(state.config)); sale; ) {
          state = act(state, 0, { type: "sell", tiles: sale.tiles, wildAs: sale.wildAs }).state;
          sale = plannedSale(state.players[0]?.hand ?? [], buyword.judge(state.config));
        }
        expect((state.players[0]?.money ?? 0) - 200).toBe(plan.total);
      }),
      { numRuns: 150 },
    );
  });
});
