import { describe, expect, it } from "vitest";
import {
  act,
  arrange,
  errorCode,
  lettersOf,
  money,
  newGame,
  tilePlaceProblems,
  tryAct,
} from "./test-support";

function atChoice(players = 2) {
  // Find a seed whose first roll is "choice" so the test runs the real roll.
  for (let i = 0; ; i++) {
    const state = newGame({ players }, `choice-${i}`);
    if (state.phase.kind === "choose") return state;
  }
}

describe("BuyWord rounds and buying", () => {
  it("BW-6: on choice only the leader picks a size of 2 to 5, and everyone draws that many", () => {
    const state = atChoice(3);
    expect(state.die).toBe("choice");
    expect(state.count).toBeNull();
    expect(errorCode(tryAct(state, 1, { type: "choose", count: 3 }))).toBe("not-your-turn");
    expect(errorCode(tryAct(state, null, { type: "choose", count: 3 }))).toBe("not-your-turn");
    const { state: next, events } = act(state, 0, { type: "choose", count: 5 });
    expect(next.count).toBe(5);
    expect(next.draws.map((d) => d?.length)).toEqual([5, 5, 5]);
    expect(events.filter((e) => e.type === "drew")).toHaveLength(3);
    expect(next.phase).toEqual({ kind: "decide", turn: 0 });
  });

  it("BW-7: in turn from the leader each player buys or discards the whole draw; discards leave the game", () => {
    const base = newGame({ players: 3 });
    const state = arrange(base, {
      leader: 1,
      count: 3,
      draws: { 0: "CAT", 1: "DOG", 2: "BEE" },
      phase: { kind: "decide", turn: 1 },
    });
    expect(errorCode(tryAct(state, 0, { type: "buy" }))).toBe("not-your-turn");
    const a = act(state, 1, { type: "buy" });
    expect(lettersOf(a.state.players[1]?.hand ?? [])).toBe("DOG");
    expect(a.state.phase).toEqual({ kind: "decide", turn: 2 });
    const b = act(a.state, 2, { type: "discard" });
    expect(lettersOf(b.state.discarded.slice(-3))).toBe("BEE");
    expect(b.state.players[2]?.hand).toEqual([]);
    expect(b.state.phase).toEqual({ kind: "decide", turn: 0 });
    const c = act(b.state, 0, { type: "buy" });
    // Back at the leader: selling starts with the leader.
    expect(c.state.phase.kind).toBe("sell");
    expect(c.state.phase.kind === "sell" && c.state.phase.turn).toBe(1);
    expect(tilePlaceProblems(c.state)).toEqual([]);
  });

  it("BW-8: a set costs the square of its pips, and nobody buys what they can't pay for", () => {
    const base = newGame({ players: 2 });
    // D, E, S = 2+1+1 = 4 pips = $16; M, B, L = 3+3+2 = 8 pips = $64.
    const state = arrange(base, {
      leader: 0,
      count: 3,
      draws: { 0: "DES", 1: "MBL" },
      money: { 0: 200, 1: 63 },
      phase: { kind: "decide", turn: 0 },
    });
    const a = act(state, 0, { type: "buy" });
    expect(money(a.state)).toEqual([184, 63]);
    expect(a.events).toContainEqual(expect.objectContaining({ type: "bought", seat: 0, price: 16 }));
    const refused = tryAct(a.state, 1, { type: "buy" });
    expect(errorCode(refused)).toBe("cannot-afford");
    expect(refused.ok ? "" : refused.error.message).toContain("$64");
    const rich = { ...a.state, players: a.state.players.map((p, s) => (s === 1 ? { ...p, money: 64 } : p)) };
    expect(money(act(rich, 1, { type: "buy" }).state)).toEqual([184, 0]);
  });

  it("BW-7: base-game draws are dealt at the start of the round, each seen only by its drawer", () => {
    const state = newGame({ players: 2 }, "dealt");
    const s = state.phase.kind === "choose" ? act(state, 0, { type: "choose", count: 2 }).state : state;
    expect(s.drawsOpen).toBe(false);
    expect(s.draws.every((d) => d !== null && d.length === s.count)).toBe(true);
    expect(tilePlaceProblems(s)).toEqual([]);
  });
});
