import { describe, expect, it } from "vitest";
import { ohMyWord } from "./module";
import { numberedBoard, testConfig } from "./testing/configs";
import { coverEverything, giveTokens } from "./testing/helpers";
import { OmwTable } from "./testing/table";

const codeOf = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? "ok" : r.error?.code);
const LONG_TIMER = { minMs: 100_000, maxMs: 100_000 };

function table(overrides: Record<string, unknown> = {}) {
  return new OmwTable(
    testConfig({ seats: 2, boards: [numberedBoard(2)], timer: LONG_TIMER, ...overrides }),
    "end",
    0,
  );
}

describe("Oh My Word: the end", () => {
  it("OMW-33: covering the last category ends the game", () => {
    const t = table();
    giveTokens(t, 0, [2]);
    coverEverything(t);
    expect(t.state.phase).toBe("over");
    expect(t.state.ended?.reason).toBe("boards-full");
    expect(ohMyWord.result(t.state)?.winners).toEqual([1]);
    expect(codeOf(t.act(1, { type: "draw" }, t.now + 1))).toBe("game-over");
    expect(ohMyWord.deadlines(t.state)).toEqual([]);
  });

  it("OMW-33: with judging on, the game ends only once the last claim stands", () => {
    const t = table({ judging: { mode: "challenge" } });
    giveTokens(t, 0, [2]);
    coverEverything(t);
    expect(t.state.phase).toBe("playing");
    t.advanceTo(t.now + 10_000, true);
    expect(t.state.phase).toBe("over");
    expect(t.state.ended?.reason).toBe("boards-full");
  });

  it("OMW-34: the game ends as soon as the last token is taken", () => {
    const t = table({ tokens: [{ value: 1, count: 3 }] });
    t.expireTimer();
    t.expireTimer();
    expect(t.state.phase).toBe("playing");
    const events = t.expireTimer();
    expect(t.state.supply).toEqual([]);
    expect(t.state.phase).toBe("over");
    expect(t.state.ended?.reason).toBe("tokens-exhausted");
    expect(events.at(-1)).toEqual({ type: "game-over", reason: "tokens-exhausted" });
    expect(ohMyWord.result(t.state)?.winners).toEqual([1]);
  });

  it("OMW-36: by points, the fewest points wins even with more tokens", () => {
    const t = table({
      tokens: [
        { value: 1, count: 5 },
        { value: 3, count: 5 },
      ],
    });
    giveTokens(t, 0, [3]);
    giveTokens(t, 1, [1, 1]);
    coverEverything(t);
    const result = ohMyWord.result(t.state);
    expect(result?.winners).toEqual([1]);
    expect(result?.standings.map((s) => [s.seat, s.score])).toEqual([
      [1, 2],
      [0, 3],
    ]);
  });

  it("OMW-37: by token count, only the number of tokens matters", () => {
    const t = table({
      scoring: "tokens",
      tokens: [
        { value: 1, count: 5 },
        { value: 3, count: 5 },
      ],
    });
    giveTokens(t, 0, [3]);
    giveTokens(t, 1, [1, 1]);
    coverEverything(t);
    expect(ohMyWord.result(t.state)?.winners).toEqual([0]);
    expect(ohMyWord.result(t.state)?.standings[0]).toMatchObject({ seat: 0, score: 1, points: 3 });
  });

  it("OMW-38: players tied for the fewest play a tiebreaker; others don't", () => {
    const t = new OmwTable(testConfig({ seats: 3, boards: [numberedBoard(2)], timer: LONG_TIMER }), "tb", 0);
    giveTokens(t, 1, [2]);
    const events = (() => {
      const before = t.events.length;
      coverEverything(t);
      return t.events.slice(before).flat();
    })();
    expect(t.state.phase).toBe("tiebreaker");
    expect(t.state.tiebreaker).toEqual({ seats: [0, 2], eliminated: [] });
    expect(events).toContainEqual(expect.objectContaining({ type: "tokens-revealed" }));
    expect(events).toContainEqual(expect.objectContaining({ type: "tiebreaker-started", seats: [0, 2] }));
    expect(ohMyWord.result(t.state)).toBeNull();
  });

  it("OMW-38: a room may let tied players share the win instead", () => {
    const t = table({ tiebreaker: "shared" });
    coverEverything(t);
    expect(t.state.phase).toBe("over");
    expect(ohMyWord.result(t.state)?.winners).toEqual([0, 1]);
    expect(ohMyWord.result(t.state)?.standings.map((s) => s.rank)).toEqual([1, 1]);
  });

  it("OMW-39: the tiebreaker returns every tile to the bag and clears the boards", () => {
    const t = new OmwTable(
      testConfig({
        seats: 2,
        boards: [numberedBoard(2)],
        tiles: { letters: { M: 4 }, reverse: 3 },
        timer: LONG_TIMER,
      }),
      "tb-clear",
      0,
    );
    coverEverything(t);
    expect(t.state.phase).toBe("tiebreaker");
    expect(t.state.bag).toHaveLength(7);
    expect(t.state.aside).toEqual([]);
    expect(t.state.covers).toEqual([null, null]);
    expect(t.state.turn.stage).toBe("draw");
    // and play goes on as usual
    expect(codeOf(t.act(t.state.holder ?? -1, { type: "draw" }, t.now + 1))).toBe("ok");
  });

  it("OMW-40: in the tiebreaker the holder when the timer goes off is knocked out; the last one left wins", () => {
    const t = new OmwTable(
      testConfig({ seats: 4, boards: [numberedBoard(2)], timer: LONG_TIMER }),
      "tb-out",
      0,
    );
    giveTokens(t, 3, [1]);
    coverEverything(t);
    expect(t.state.tiebreaker?.seats).toEqual([0, 1, 2]);
    const first = t.state.holder as number;
    const events = t.expireTimer();
    expect(events).toContainEqual({ type: "player-eliminated", seat: first });
    expect(events.some((e) => e.type === "token-taken")).toBe(false);
    expect(t.state.players.every((p, s) => p.tokens.length === (s === 3 ? 1 : 0))).toBe(true);
    expect(t.state.phase).toBe("tiebreaker");
    const second = t.state.holder as number;
    t.expireTimer();
    expect(t.state.phase).toBe("over");
    expect(t.state.ended?.reason).toBe("tiebreaker-won");
    const result = ohMyWord.result(t.state);
    const winner = [0, 1, 2].find((s) => s !== first && s !== second);
    expect(result?.winners).toEqual([winner]);
    expect(result?.standings.map((s) => s.seat)).toEqual([winner, second, first, 3]);
    expect(result?.standings.map((s) => s.rank)).toEqual([1, 2, 3, 4]);
  });

  it("OMW-41: the tiebreaker starts with the holder if tied, else with the next tied player", () => {
    const t = new OmwTable(
      testConfig({ seats: 3, boards: [numberedBoard(2)], timer: LONG_TIMER }),
      "tb-start",
      0,
    );
    giveTokens(t, 2, [1]);
    // seat 0 covers, passes to 1; seat 1 covers the last category and still holds the bag
    coverEverything(t);
    expect(t.state.holder).toBe(1);

    const u = new OmwTable(
      testConfig({ seats: 3, boards: [numberedBoard(2)], timer: LONG_TIMER }),
      "tb-start",
      0,
    );
    giveTokens(u, 1, [1]);
    coverEverything(u);
    // seat 1 covered the last category but isn't tied: the bag goes on to seat 2
    expect(u.state.tiebreaker?.seats).toEqual([0, 2]);
    expect(u.state.holder).toBe(2);
    expect(u.events.flat()).toContainEqual({ type: "bag-passed", from: 1, to: 2, reason: "tiebreaker" });
  });

  it("OMW-42: boards that fill up in a tiebreaker are cleared again", () => {
    const t = table();
    coverEverything(t);
    expect(t.state.phase).toBe("tiebreaker");
    const before = t.events.length;
    coverEverything(t);
    expect(t.state.phase).toBe("tiebreaker");
    expect(t.events.slice(before).flat()).toContainEqual({ type: "boards-cleared" });
    expect(t.state.coveredCount).toBe(0);
    expect(t.state.turn.stage).toBe("pass");
  });
});
