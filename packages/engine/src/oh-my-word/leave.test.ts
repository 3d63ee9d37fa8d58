import { describe, expect, it } from "vitest";
import { ohMyWord } from "./module";
import { numberedBoard, testConfig } from "./testing/configs";
import { coverEverything, giveTokens } from "./testing/helpers";
import { OmwTable } from "./testing/table";

const codeOf = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? "ok" : r.error?.code);
const LONG_TIMER = { minMs: 100_000, maxMs: 100_000 };

describe("Oh My Word: leaving", () => {
  it("OMW-43: a player who leaves keeps their tokens, is skipped and no longer judges", () => {
    const t = new OmwTable(
      testConfig({ seats: 4, judging: { mode: "challenge" }, timer: LONG_TIMER }),
      "l",
      0,
    );
    giveTokens(t, 2, [3, 1]);
    t.must(2, { type: "leave" }, 10);
    expect(t.state.players[2]).toEqual({ left: true, tokens: [3, 1] });
    expect(codeOf(t.act(2, { type: "leave" }, 20))).toBe("player-left");
    t.must(0, { type: "draw" }, 30);
    t.must(0, { type: "claim", category: 0, term: "Mango" }, 40);
    t.must(0, { type: "pass" }, 50);
    t.must(1, { type: "draw" }, 60);
    t.must(1, { type: "claim", category: 1, term: "Mango" }, 70);
    t.must(1, { type: "pass" }, 80);
    expect(t.state.holder).toBe(3);
    expect(codeOf(t.act(2, { type: "challenge", claim: 1 }, 90))).toBe("player-left");
    // two judges remain for seat 0's claim: one no is only a tie
    t.must(1, { type: "challenge", claim: 1 }, 100);
    expect(t.state.claims.some((c) => c.id === 1)).toBe(true);
    // a seat can't make another leave; the server can
    expect(codeOf(t.act(1, { type: "leave", seat: 3 }, 110))).toBe("not-your-seat");
    expect(codeOf(t.act(null, { type: "leave" }, 110))).toBe("not-a-player");
  });

  it("OMW-43: a judge leaving can settle a vote that was waiting for them", () => {
    const t = new OmwTable(
      testConfig({ seats: 3, judging: { mode: "challenge" }, timer: LONG_TIMER }),
      "l2",
      0,
    );
    t.must(0, { type: "draw" }, 10);
    t.must(0, { type: "claim", category: 0, term: "Mango" }, 20);
    t.must(1, { type: "challenge", claim: 1 }, 30);
    // 1 no of 2 judges is a tie; once seat 2 leaves it is 1 of 1
    const events = t.must(null, { type: "leave", seat: 2 }, 40);
    expect(events).toContainEqual(expect.objectContaining({ type: "claim-rejected", claim: 1 }));
  });

  it("OMW-44: a holder who leaves returns the tile in hand; a cover already made stays; the timer runs on", () => {
    const t = new OmwTable(testConfig({ seats: 3, timer: LONG_TIMER }), "l3", 0);
    const bag = t.state.bag.length;
    t.must(0, { type: "draw" }, 10);
    t.must(0, { type: "leave" }, 20);
    expect(t.state.bag).toHaveLength(bag);
    expect(t.state.holder).toBe(1);
    expect(t.state.timer).toMatchObject({ status: "running", deadline: 100_000 });
    t.must(1, { type: "draw" }, 30);
    t.must(1, { type: "claim", category: 0, term: "Mango" }, 40);
    t.must(null, { type: "leave", seat: 1 }, 50);
    expect(t.state.covers[0]).toMatchObject({ seat: 1, term: "Mango" });
  });

  it("OMW-45: with fewer than two players in play the game ends at once", () => {
    const t = new OmwTable(testConfig({ seats: 3, timer: LONG_TIMER }), "l4", 0);
    t.must(0, { type: "draw" }, 10);
    t.must(1, { type: "leave" }, 20);
    expect(t.state.phase).toBe("playing");
    const events = t.must(2, { type: "leave" }, 30);
    expect(events.at(-1)).toEqual({ type: "game-over", reason: "abandoned" });
    expect(t.state.holder).toBeNull();
    // the tile seat 0 held went back to the bag
    expect(t.state.bag).toHaveLength(20);

    const tb = new OmwTable(testConfig({ seats: 3, boards: [numberedBoard(2)], timer: LONG_TIMER }), "l5", 0);
    giveTokens(tb, 2, [1]);
    coverEverything(tb);
    expect(tb.state.tiebreaker?.seats).toEqual([0, 1]);
    tb.must(0, { type: "leave" }, tb.now + 1);
    expect(tb.state.ended?.reason).toBe("tiebreaker-won");
    expect(ohMyWord.result(tb.state)?.winners).toEqual([1]);
  });

  it("OMW-46: players who left rank below everyone who stayed", () => {
    const t = new OmwTable(testConfig({ seats: 3, timer: LONG_TIMER }), "l6", 0);
    giveTokens(t, 1, [3, 3]);
    giveTokens(t, 2, [1]);
    t.must(0, { type: "leave" }, 10);
    t.must(2, { type: "leave" }, 20);
    const result = ohMyWord.result(t.state);
    expect(result?.winners).toEqual([1]);
    expect(result?.standings.map((s) => [s.seat, s.rank, s.left])).toEqual([
      [1, 1, false],
      [0, 2, true],
      [2, 3, true],
    ]);
  });

  it("OMW-47: equal scores share a rank; ranks skip after a shared place", () => {
    const t = new OmwTable(
      testConfig({ seats: 4, boards: [numberedBoard(2)], timer: LONG_TIMER, tiebreaker: "shared" }),
      "l7",
      0,
    );
    giveTokens(t, 0, [2]);
    giveTokens(t, 1, [1]);
    giveTokens(t, 2, [2]);
    giveTokens(t, 3, [3]);
    coverEverything(t);
    expect(ohMyWord.result(t.state)?.standings.map((s) => [s.seat, s.rank])).toEqual([
      [1, 1],
      [0, 2],
      [2, 2],
      [3, 4],
    ]);
  });
});
