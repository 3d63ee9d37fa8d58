import { describe, expect, it } from "vitest";
import { act, buyword, errorCode, newGame, tilePlaceProblems, tryAct } from "./test-support";

function draftTable(players: number, seed = "draft") {
  let state = newGame({ players, variants: { draft: true } }, seed);
  if (state.phase.kind === "choose") state = act(state, 0, { type: "choose", count: 3 }).state;
  return state;
}

describe("BuyWord tile draft variant", () => {
  it("BW-19: the leader lays out die × players tiles face up; players pick one at a time from the leader", () => {
    const state = draftTable(3);
    const count = state.count as number;
    if (state.phase.kind !== "draft") throw new Error("expected a draft");
    expect(state.phase.pool).toHaveLength(count * 3);
    expect(state.phase.turn).toBe(0);
    const tile = state.phase.pool[2] as number;
    expect(errorCode(tryAct(state, 1, { type: "draftPick", tile }))).toBe("not-your-turn");
    expect(
      errorCode(tryAct(state, 0, { type: "draftPick", tile: state.bag[state.bag.length - 1] as number })),
    ).toBe("no-such-tile");
    let s = act(state, 0, { type: "draftPick", tile }).state;
    expect(s.draws[0]).toEqual([tile]);
    expect(s.phase.kind === "draft" && s.phase.turn).toBe(1);
    while (s.phase.kind === "draft") {
      s = act(s, s.phase.turn, { type: "draftPick", tile: s.phase.pool[0] as number }).state;
      expect(tilePlaceProblems(s)).toEqual([]);
    }
    expect(s.draws.map((d) => d?.length)).toEqual([count, count, count]);
    expect(s.phase).toEqual({ kind: "decide", turn: 0 });
  });

  it("BW-19, BW-30: the pool and every pick from it reach every seat and spectators alike", () => {
    const state = draftTable(2, "draft-seen");
    if (state.phase.kind !== "draft") throw new Error("expected a draft");
    const tile = state.phase.pool[1] as number;
    const { events } = act(state, state.phase.turn, { type: "draftPick", tile });
    for (const seat of [0, 1, null]) {
      const picked = buyword.eventsFor(events, seat).find((e) => e.type === "drafted");
      expect(picked).toMatchObject({ seat: 0, forced: false, tile: { id: tile } });
    }
  });

  it("BW-20: a pick nobody can choose is made at once: the last tile, or every tile of a solo draft", () => {
    const solo = draftTable(1);
    expect(solo.phase).toEqual({ kind: "decide", turn: 0 });
    expect(solo.draws[0]).toHaveLength(solo.count as number);
    let s = draftTable(2, "draft-2");
    if (s.phase.kind !== "draft") throw new Error("expected a draft");
    while (s.phase.kind === "draft" && s.phase.pool.length > 2) {
      s = act(s, s.phase.turn, { type: "draftPick", tile: s.phase.pool[0] as number }).state;
    }
    if (s.phase.kind !== "draft") throw new Error("expected a draft");
    const { events } = act(s, s.phase.turn, { type: "draftPick", tile: s.phase.pool[0] as number });
    expect(events.filter((e) => e.type === "drafted").map((e) => e.type === "drafted" && e.forced)).toEqual([
      false,
      true,
    ]);
  });
});
