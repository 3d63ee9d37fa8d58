import { describe, expect, it } from "vitest";
import { ohMyWord } from "./module";
import { numberedBoard, testConfig } from "./testing/configs";
import { coverEverything, giveTokens } from "./testing/helpers";
import { OmwTable } from "./testing/table";

describe("Oh My Word views", () => {
  it("OMW-35: you see your own token values at any time; others see only how many", () => {
    const t = new OmwTable(testConfig({ seats: 3 }), "v", 0);
    const events = t.expireTimer();
    const taken = t.state.players[0]?.tokens ?? [];
    expect(taken).toHaveLength(1);
    const mine = ohMyWord.view(t.state, 0);
    expect(mine.seats[0]).toMatchObject({ tokenCount: 1, tokens: taken, score: taken[0] });
    for (const viewer of [1, 2, null]) {
      const theirs = ohMyWord.view(t.state, viewer);
      expect(theirs.seats[0]).toMatchObject({ tokenCount: 1, tokens: null, score: null });
    }
    const own = ohMyWord.eventsFor(events, 0).find((e) => e.type === "token-taken");
    const other = ohMyWord.eventsFor(events, 1).find((e) => e.type === "token-taken");
    expect(own).toEqual({ type: "token-taken", seat: 0, value: taken[0] });
    expect(other).toEqual({ type: "token-taken", seat: 0 });
    expect(ohMyWord.eventsFor(events, null).find((e) => e.type === "token-taken")).toEqual(other);
  });

  it("OMW-35: everyone's tokens are revealed at the end", () => {
    const t = new OmwTable(testConfig({ seats: 2, boards: [numberedBoard(1)] }), "v2", 0);
    giveTokens(t, 0, [2, 3]);
    giveTokens(t, 1, [1]);
    coverEverything(t);
    expect(t.state.phase).toBe("over");
    const spectator = ohMyWord.view(t.state, null);
    expect(spectator.seats.map((s) => s.tokens)).toEqual([[2, 3], [1]]);
    expect(spectator.seats.map((s) => s.score)).toEqual([5, 1]);
    expect(t.events.flat()).toContainEqual({
      type: "tokens-revealed",
      players: [
        { seat: 0, tokens: [2, 3] },
        { seat: 1, tokens: [1] },
      ],
    });
    expect(spectator.result?.winners).toEqual([1]);
  });

  it("shows the boards, the covers, the open claims and whose turn it is", () => {
    const t = new OmwTable(testConfig({ seats: 3, judging: { mode: "challenge" } }), "v3", 0);
    t.must(0, { type: "draw" }, 10);
    const mid = ohMyWord.view(t.state, 1);
    expect(mid.turn).toEqual({ stage: "claim", letter: "M", chosen: null });
    t.must(0, { type: "claim", category: 2, term: "Mango" }, 20);
    const v = ohMyWord.view(t.state, 1);
    expect(v.you).toBe(1);
    expect(v.holder).toBe(0);
    expect(v.seats[0]?.holdsBag).toBe(true);
    expect(v.boards[0]?.categories[2]).toEqual({
      id: 2,
      text: "Category 2",
      cover: { letter: "M", seat: 0, term: "Mango", claim: 1 },
    });
    expect(v.claims).toEqual([
      {
        id: 1,
        seat: 0,
        category: 2,
        letter: "M",
        term: "Mango",
        madeAt: 20,
        closesAt: 10_020,
        challengedBy: null,
        votes: [],
      },
    ]);
    expect(v.bagCount).toBe(19);
    expect(v.timer).toEqual({ running: true, startedAt: 0 });
    expect(v.categoryCount).toBe(5);
  });
});
