import { describe, expect, it } from "vitest";
import { person } from "../wording";
import { describeBuywordEvent } from "./buyword-sentences";
import {
  sideOfSwap,
  swapDeclined,
  swapDone,
  swapOffered,
  swapOfferMade,
  swapWithdrawn,
  tileList,
} from "./buyword-trades";

const tiles = (letters: string) => [...letters].map((letter) => ({ letter }));
const ana = person("Ana");
const ben = person("Ben");
const names = ["Ana", "Ben"];

describe("BuyWord swaps in words (BW-17, BW-18)", () => {
  it("lists a side's letters, its wilds and the money it pays", () => {
    expect(sideOfSwap(tiles("BK"), 6)).toBe("B, K and $6");
    expect(sideOfSwap(tiles("E"), 0)).toBe("E");
    expect(sideOfSwap(tiles("E*"), 0)).toBe("E and a wild");
    expect(sideOfSwap(tiles("**A"), 1000)).toBe("A, 2 wilds and $1,000");
    expect(sideOfSwap([], 0)).toBe("nothing");
  });

  it("says who gave what for what, with the money on the side of whoever paid", () => {
    const swap = { from: ana, fromTiles: tiles("BK"), to: ben, toTiles: tiles("E"), money: 6 };
    expect(swapDone(swap)).toBe("Ana gave B, K and $6 to Ben for E.");
    expect(swapDone({ ...swap, money: -6 })).toBe("Ana gave B and K to Ben for E and $6.");
    expect(swapDone({ ...swap, money: 0 })).toBe("Ana gave B and K to Ben for E.");
    expect(swapDone({ ...swap, from: person("Ana", true) })).toBe("You gave B, K and $6 to Ben for E.");
    expect(swapDone({ ...swap, to: person("Ben", true) })).toBe("Ana gave B, K and $6 to you for E.");
  });

  it("reads an open offer as one sentence, to the viewer or from them", () => {
    const offer = {
      from: ben,
      fromTiles: tiles("E"),
      to: person("Ana", true),
      toTiles: tiles("BK"),
      money: -6,
    };
    expect(swapOffered(offer)).toBe("Ben offers you E for B, K and $6.");
    expect(swapOffered({ ...offer, money: 6 })).toBe("Ben offers you E and $6 for B and K.");
    expect(swapOffered({ ...offer, from: person("Ben", true), to: ana })).toBe(
      "You offer Ana E for B, K and $6.",
    );
  });

  it("tells an offer made, declined and withdrawn, by name or as you", () => {
    const offer = { from: ana, fromTiles: tiles("BK"), to: ben, toTiles: tiles("E"), money: 0 };
    expect(swapOfferMade(offer)).toBe("Ana offered Ben B and K for E.");
    expect(swapOfferMade({ ...offer, money: -6 })).toBe("Ana offered Ben B and K for E and $6.");
    expect(swapOfferMade({ ...offer, from: person("Ana", true), money: 6 })).toBe(
      "You offered Ben B, K and $6 for E.",
    );
    expect(swapOfferMade({ ...offer, to: person("Ben", true) })).toBe("Ana offered you B and K for E.");
    expect(swapDeclined({ from: ana, to: ben })).toBe("Ben declined Ana's offer.");
    expect(swapDeclined({ from: ana, to: person("Ben", true) })).toBe("You declined Ana's offer.");
    expect(swapDeclined({ from: person("Ana", true), to: ben })).toBe("Ben declined your offer.");
    expect(swapWithdrawn({ from: ana, to: ben })).toBe("Ana withdrew their offer to Ben.");
    expect(swapWithdrawn({ from: person("Ana", true), to: ben })).toBe("You withdrew your offer to Ben.");
    expect(swapWithdrawn({ from: ana, to: person("Ben", true) })).toBe("Ana withdrew their offer to you.");
  });

  it("names tiles alone, wilds last", () => {
    expect(tileList(tiles("BKE"))).toBe("B, K and E");
    expect(tileList(tiles("*"))).toBe("a wild");
    expect(tileList(tiles("Q**"))).toBe("Q and 2 wilds");
  });

  it("is the log's sentence for a swap that happened", () => {
    const event = {
      type: "traded",
      from: 0,
      to: 1,
      money: 6,
      fromTiles: [
        { id: 1, letter: "B", pips: 2 },
        { id: 2, letter: "K", pips: 3 },
      ],
      toTiles: [{ id: 3, letter: "E", pips: 1 }],
    } as const;
    expect(describeBuywordEvent(event, (s) => person(names[s] ?? "?", s === 1))).toBe(
      "Ana gave B, K and $6 to you for E.",
    );
  });

  it("is the log's sentence for every step of an offer", () => {
    const who = (s: number) => person(names[s] ?? "?", s === 1);
    const draw = (letters: string) => [...letters].map((letter, i) => ({ id: i, letter, pips: 1 }));
    const offered = {
      type: "tradeOffered",
      from: 0,
      to: 1,
      money: -6,
      fromTiles: draw("BK"),
      toTiles: draw("E"),
    } as const;
    expect(describeBuywordEvent(offered, who)).toBe("Ana offered you B and K for E and $6.");
    expect(describeBuywordEvent({ type: "tradeDeclined", from: 0, to: 1 }, who)).toBe(
      "You declined Ana's offer.",
    );
    expect(describeBuywordEvent({ type: "tradeWithdrawn", from: 0, to: 1 }, who)).toBe(
      "Ana withdrew their offer to you.",
    );
  });
});
