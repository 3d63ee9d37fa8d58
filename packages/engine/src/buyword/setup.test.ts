import { describe, expect, it } from "vitest";
import { DIE_FACES } from "./flow";
import { LETTER_TABLE, WILD_TILE_COUNT } from "./letter-table";
import { act, newGame, tilePlaceProblems } from "./test-support";
import { isWild, LETTER_TILE_COUNT, TILE_COUNT, TILE_LETTER, TILE_PIPS } from "./tiles";

describe("BuyWord set-up", () => {
  it("BW-1: every player starts with $200", () => {
    for (const players of [1, 2, 3, 4]) {
      expect(newGame({ players }).players.map((p) => p.money)).toEqual(Array(players).fill(200));
    }
  });

  it("BW-2: wilds by player count: solo 8, 2 players 4 each, 3 players 3, 4 players 2", () => {
    const expected: Record<number, number> = { 1: 8, 2: 4, 3: 3, 4: 2 };
    for (const players of [1, 2, 3, 4]) {
      const state = newGame({ players });
      for (const p of state.players) {
        expect(p.hand.filter(isWild)).toHaveLength(expected[players] as number);
        expect(p.hand.filter((t) => !isWild(t))).toHaveLength(0);
      }
      // Wilds nobody was dealt are out of the game, not in the bag.
      const undealt = WILD_TILE_COUNT - players * (expected[players] as number);
      expect(state.discarded.filter(isWild)).toHaveLength(undealt);
      expect(tilePlaceProblems(state)).toEqual([]);
    }
  });

  it("BW-3: 108 letters from the table (fan table plus one E) and 9 one-pip wilds, all letters in the bag", () => {
    expect(LETTER_TILE_COUNT).toBe(108);
    expect(TILE_COUNT).toBe(117);
    expect(LETTER_TABLE.reduce((n, [, , c]) => n + c, 0)).toBe(108);
    const count = (letter: string) => TILE_LETTER.filter((l) => l === letter).length;
    expect(count("E")).toBe(11);
    expect(count("*")).toBe(9);
    expect(TILE_PIPS.slice(LETTER_TILE_COUNT)).toEqual(Array(9).fill(1));
    for (const [letter, pips] of LETTER_TABLE) {
      expect(TILE_LETTER.map((l, i) => (l === letter ? TILE_PIPS[i] : pips)).every((p) => p === pips)).toBe(
        true,
      );
    }
    const state = newGame({ players: 2 });
    const inBagOrDrawn = state.bag.length;
    expect(inBagOrDrawn).toBe(108);
    expect(new Set(state.bag).size).toBe(108);
    // Seeded: the same seed gives the same bag, another seed another one.
    expect(newGame({ players: 2 }, "a").bag).toEqual(newGame({ players: 2 }, "a").bag);
    expect(newGame({ players: 2 }, "a").bag).not.toEqual(newGame({ players: 2 }, "b").bag);
  });

  it("BW-4: seat 0 leads round 1 and the leader passes clockwise", () => {
    let state = newGame({ players: 3 }, "leaders");
    const leaders: number[] = [];
    while (state.phase.kind !== "over" && leaders.length < 5) {
      if (state.round > leaders.length) leaders.push(state.leader);
      const phase = state.phase;
      if (phase.kind === "choose") state = act(state, state.leader, { type: "choose", count: 2 }).state;
      else if (phase.kind === "decide") state = act(state, phase.turn, { type: "discard" }).state;
      else if (phase.kind === "sell") state = act(state, phase.turn, { type: "endTurn" }).state;
    }
    expect(leaders).toEqual([0, 1, 2, 0, 1]);
  });

  it("BW-5: the die shows 2, 3, 4, 5, choice or choice, each about as often", () => {
    expect(DIE_FACES).toEqual([2, 3, 4, 5, "choice", "choice"]);
    const seen = new Map<unknown, number>();
    for (let i = 0; i < 600; i++) {
      const die = newGame({ players: 1 }, `die-${i}`).die;
      seen.set(die, (seen.get(die) ?? 0) + 1);
    }
    expect([...seen.keys()].sort()).toEqual([2, 3, 4, 5, "choice"].sort());
    expect(seen.get("choice")).toBeGreaterThan(150);
    for (const face of [2, 3, 4, 5]) expect(seen.get(face)).toBeGreaterThan(60);
  });
});
