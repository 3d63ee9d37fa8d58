import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { buyword, idleActions, logTextFor, nameOf, play, playLogged, position, textOf } from "./test-tables";
import { type MoneyWay, offerField, offerMoney } from "./trade-offer";
import { TradePanel } from "./trade-panel";
import type { BuywordView } from "./types";

// Ana (0) holds BK, Ben (1) holds E, Cy (2) holds TO, all on the table for trading; $40 each
// unless told otherwise.
function trading(money: Record<number, number> = { 0: 40, 1: 40, 2: 40 }) {
  return position(
    { players: 3, variants: { trade: true } },
    {
      leader: 0,
      count: 2,
      draws: { 0: "BK", 1: "E", 2: "TO" },
      drawsOpen: true,
      phase: { kind: "trade", offers: [], done: [false, false, false] },
      money,
    },
  );
}

function panel(view: BuywordView) {
  if (view.phase.kind !== "trade") throw new Error("not trading");
  return renderToStaticMarkup(
    <TradePanel view={view} phase={view.phase} actions={idleActions} name={nameOf} />,
  );
}

describe("trading at the table (BW-17, BW-18)", () => {
  it("reads an offer as one sentence, with the money on the side of whoever pays", () => {
    // Ben offers his E for Ana's B and K, Ana adding $6: the engine's money is negative (the other pays).
    const offered = play(trading(), 1, { type: "offerTrade", to: 0, money: -6 });
    const ana = textOf(panel(buyword.view(offered, 0)));
    expect(ana).toContain("Ben offers you E for B, K and $6.");
    expect(ana).toContain("Accept");
    const ben = textOf(panel(buyword.view(offered, 1)));
    expect(ben).toContain("You offer Ana E for B, K and $6.");
    expect(ben).toContain("Withdraw");
    // Cy is not in it: he reads it among the others' offers, with nothing to accept.
    const cy = panel(buyword.view(offered, 2));
    expect(textOf(cy)).toContain("Other open offers");
    expect(textOf(cy)).toContain("Ben offers Ana E for B, K and $6.");
    expect(cy).not.toContain("bw-offer-in");
    expect(textOf(ana)).not.toContain("Other open offers");
  });

  it("logs the swap with the tiles and the money, for every seat alike", () => {
    const offered = play(trading(), 0, { type: "offerTrade", to: 1, money: 6 });
    const { log } = playLogged(offered, [[1, { type: "acceptTrade", from: 0 }]]);
    const lines = (viewer: number | null) => logTextFor(log, viewer);
    expect(lines(2)).toContain("Ana gave B, K and $6 to Ben for E.");
    expect(lines(null)).toContain("Ana gave B, K and $6 to Ben for E.");
    expect(lines(0)).toContain("You gave B, K and $6 to Ben for E.");
    expect(lines(1)).toContain("Ana gave B, K and $6 to you for E.");
  });

  it("logs an offer with its draws, then its decline or withdrawal, in each seat's words", () => {
    const { log } = playLogged(trading(), [
      [1, { type: "offerTrade", to: 0, money: -6 }],
      [0, { type: "declineTrade", from: 1 }],
      [1, { type: "offerTrade", to: 0, money: 0 }],
      [1, { type: "withdrawTrade", to: 0 }],
    ]);
    const lines = (viewer: number | null) => logTextFor(log, viewer);
    expect(lines(2)).toEqual([
      "Ben offered Ana E for B, K and $6.",
      "Ana declined Ben's offer.",
      "Ben offered Ana E for B and K.",
      "Ben withdrew their offer to Ana.",
    ]);
    expect(lines(null)).toEqual(lines(2));
    expect(lines(0)).toEqual([
      "Ben offered you E for B, K and $6.",
      "You declined Ben's offer.",
      "Ben offered you E for B and K.",
      "Ben withdrew their offer to you.",
    ]);
    expect(lines(1)).toEqual([
      "You offered Ana E for B, K and $6.",
      "Ana declined your offer.",
      "You offered Ana E for B and K.",
      "You withdrew your offer to Ana.",
    ]);
  });

  it("turns who adds how much into the engine's signed money, refusing what isn't whole dollars", () => {
    expect(offerMoney("none", "12")).toBe(0);
    expect(offerMoney("you", "6")).toBe(6);
    expect(offerMoney("them", "6")).toBe(-6);
    for (const bad of ["", "0", "-3", "2.5", "x"]) expect(offerMoney("you", bad)).toBeNull();
  });

  it("explains money a player doesn't hold before it is sent, exactly when the engine would refuse it", () => {
    // Ana has $40, Ben $25: the form and the engine agree on every amount either way.
    const state = trading({ 0: 40, 1: 25, 2: 40 });
    const ana = buyword.view(state, 0);
    for (const way of ["you", "them"] as MoneyWay[]) {
      for (const dollars of [1, 24, 25, 26, 39, 40, 41, 500]) {
        const field = offerField(ana, { from: 0, to: 1 }, way, String(dollars), nameOf);
        const engine = buyword.apply(
          state,
          { type: "offerTrade", to: 1, money: field.amount ?? 0 } as never,
          {
            now: 1,
            actor: 0,
          },
        );
        expect(field.problem === null, `${way} $${dollars}`).toBe(engine.ok);
        if (!engine.ok) expect(engine.error.code).toBe("cannot-afford");
      }
    }
    expect(offerField(ana, { from: 0, to: 1 }, "you", "41", nameOf).problem).toBe(
      "You have $40, so you can't add $41.",
    );
    expect(offerField(ana, { from: 0, to: 1 }, "them", "26", nameOf).problem).toBe(
      "Ben has $25, so they can't add $26.",
    );
  });
});
