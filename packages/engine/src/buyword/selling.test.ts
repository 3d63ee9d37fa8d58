import { describe, expect, it } from "vitest";
import {
  act,
  arrange,
  errorCode,
  lettersOf,
  money,
  newGame,
  tilePlaceProblems,
  tilesIn,
  tryAct,
} from "./test-support";

function selling(hands: Record<number, string>, extra: Parameters<typeof arrange>[1] = {}, input = {}) {
  const base = newGame({ players: 2, ...input });
  return arrange(base, {
    hands,
    leader: 0,
    count: 3,
    phase: { kind: "sell", turn: 0, pending: null },
    ...extra,
  });
}

describe("BuyWord selling", () => {
  it("BW-9: selling goes in turn order from the leader; a player sells any number of words, then ends the turn", () => {
    const state = selling({ 0: "CATDOG", 1: "HEN" }, { leader: 0 });
    expect(errorCode(tryAct(state, 1, { type: "sell", tiles: tilesIn(state, 1, "HEN") }))).toBe(
      "not-your-turn",
    );
    const a = act(state, 0, { type: "sell", tiles: tilesIn(state, 0, "CAT") });
    const b = act(a.state, 0, { type: "sell", tiles: tilesIn(a.state, 0, "DOG") });
    expect(b.state.phase).toEqual({ kind: "sell", turn: 0, pending: null });
    const c = act(b.state, 0, { type: "endTurn" });
    expect(c.state.phase).toEqual({ kind: "sell", turn: 1, pending: null });
    expect(c.state.players[0]?.sales.map((s) => s.words[0]?.word)).toEqual(["CAT", "DOG"]);
  });

  it("BW-9: a player holding no letters is passed over", () => {
    const state = selling({ 0: "CAT", 1: "*" });
    const { state: next, events } = act(state, 0, { type: "endTurn" });
    expect(events).toContainEqual({ type: "turnEnded", seat: 1, discarded: [], skipped: true });
    expect(next.round).toBe(state.round + 1);
  });

  it("BW-10: words of two or more tiles, judged by the room's lexicon, with at most one wild naming its letter", () => {
    const state = selling({ 0: "CTAX**Q" });
    const sell = (letters: string, wildAs: string | null = null) =>
      tryAct(state, 0, { type: "sell", tiles: tilesIn(state, 0, letters), wildAs });
    expect(errorCode(sell("A"))).toBe("too-short");
    expect(errorCode(sell("TCA"))).toBe("not-a-word");
    expect(errorCode(sell("C*T"))).toBe("wild-letter");
    expect(errorCode(sell("CAT", "S"))).toBe("wild-letter");
    expect(errorCode(sell("C**"))).toBe("too-many-wilds");
    const dup = state.players[0]?.hand[0] as number;
    expect(errorCode(tryAct(state, 0, { type: "sell", tiles: [dup, dup] }))).toBe("duplicate-tile");
    const notMine = state.bag[0] as number;
    expect(errorCode(tryAct(state, 0, { type: "sell", tiles: [notMine, dup] }))).toBe("not-in-hand");
    expect(sell("C*T", "a").ok).toBe(true);
    expect(sell("AX").ok).toBe(true);
  });

  it("BW-10: house rules ban and allow words on top of the lexicon", () => {
    const state = selling({ 0: "CATQX" }, {}, { house: { banned: ["cat"], allowed: ["qxa"] } });
    expect(errorCode(tryAct(state, 0, { type: "sell", tiles: tilesIn(state, 0, "CAT") }))).toBe("not-a-word");
    expect(tryAct(state, 0, { type: "sell", tiles: tilesIn(state, 0, "QXA") }).ok).toBe(true);
  });

  it("BW-10: the platform's list applies under the room's house words", () => {
    const state = selling(
      { 0: "CATDOGQX" },
      {},
      { platform: { banned: ["cat", "dog"], allowed: ["qxa"] }, house: { allowed: ["dog"], banned: [] } },
    );
    expect(errorCode(tryAct(state, 0, { type: "sell", tiles: tilesIn(state, 0, "CAT") }))).toBe("not-a-word");
    expect(tryAct(state, 0, { type: "sell", tiles: tilesIn(state, 0, "DOG") }).ok).toBe(true);
    expect(tryAct(state, 0, { type: "sell", tiles: tilesIn(state, 0, "QXA") }).ok).toBe(true);
  });

  it("BW-10: the common lexicon is stricter than the broad one", () => {
    const broad = selling({ 0: "OAT" });
    const common = selling({ 0: "OAT" }, {}, { lexicon: "common" });
    expect(tryAct(broad, 0, { type: "sell", tiles: tilesIn(broad, 0, "OAT") }).ok).toBe(true);
    expect(errorCode(tryAct(common, 0, { type: "sell", tiles: tilesIn(common, 0, "OAT") }))).toBe(
      "not-a-word",
    );
  });

  it("BW-11: a word sells for the square of its pips, a wild counting one pip", () => {
    const state = selling({ 0: "QUIZ*AT" });
    // Q4 U1 I1 Z4 = 10 pips → $100.
    const a = act(state, 0, { type: "sell", tiles: tilesIn(state, 0, "QUIZ") });
    expect(money(a.state)[0]).toBe(300);
    expect(a.state.players[0]?.sales[0]?.words).toEqual([{ word: "QUIZ", pips: 10, price: 100 }]);
    // * (as C) A T = 1+1+1 = 3 pips → $9, though a real C has 2.
    const b = act(a.state, 0, { type: "sell", tiles: tilesIn(a.state, 0, "*AT"), wildAs: "c" });
    expect(money(b.state)[0]).toBe(309);
    expect(b.state.players[0]?.sales[1]?.words[0]).toEqual({ word: "CAT", pips: 3, price: 9 });
    expect(b.state.players[0]?.hand).toEqual([]);
    expect(tilePlaceProblems(b.state)).toEqual([]);
  });

  it("BW-13: ending the turn discards letters down to 8; wilds don't count and can't be discarded", () => {
    const state = selling({ 0: "ABCDEFGHIJ**" });
    expect(errorCode(tryAct(state, 0, { type: "endTurn" }))).toBe("over-hand-limit");
    expect(errorCode(tryAct(state, 0, { type: "endTurn", discard: tilesIn(state, 0, "A") }))).toBe(
      "over-hand-limit",
    );
    expect(errorCode(tryAct(state, 0, { type: "endTurn", discard: tilesIn(state, 0, "**") }))).toBe(
      "invalid-action",
    );
    const { state: next } = act(state, 0, { type: "endTurn", discard: tilesIn(state, 0, "AB") });
    expect(lettersOf(next.players[0]?.hand ?? [])).toBe("CDEFGHIJ**");
    expect(lettersOf(next.discarded)).toContain("AB");
    expect(tilePlaceProblems(next)).toEqual([]);
  });

  it("BW-21: the hand limit can be 10 or none", () => {
    const ten = selling({ 0: "ABCDEFGHIJK" }, {}, { variants: { handLimit: 10 } });
    expect(errorCode(tryAct(ten, 0, { type: "endTurn" }))).toBe("over-hand-limit");
    expect(tryAct(ten, 0, { type: "endTurn", discard: tilesIn(ten, 0, "K") }).ok).toBe(true);
    const none = selling({ 0: "ABCDEFGHIJKLMNOP" }, {}, { variants: { handLimit: null } });
    expect(tryAct(none, 0, { type: "endTurn" }).ok).toBe(true);
  });
});
