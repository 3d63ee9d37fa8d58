import { describe, expect, it } from "vitest";
import { omwEventsFor } from "./events";
import { ohMyWord } from "./module";
import { testConfig } from "./testing/configs";
import { giveTokens } from "./testing/helpers";
import { OmwTable } from "./testing/table";
import { omwView } from "./view";

const codeOf = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? "ok" : r.error?.code);
const LONG_TIMER = { minMs: 100_000, maxMs: 100_000 };
const SEEN = 5_000;

function table(seats = 3) {
  return new OmwTable(testConfig({ seats, timer: LONG_TIMER }), "absence", 0);
}

describe("Oh My Word: a seat marked away", () => {
  it("OMW-51: the server marks a seat away with when it was last seen; everyone sees it; back clears it", () => {
    const t = table();
    const events = t.must(null, { type: "away", seat: 1, since: SEEN }, 40_000);
    expect(events).toEqual([{ type: "seat-away", seat: 1, since: SEEN }]);
    expect(t.state.players[1]?.away).toEqual({ since: SEEN, at: 40_000, standIn: null });
    for (const seat of [null, 0, 1, 2]) {
      expect(omwView(t.state, seat).seats[1]?.away).toEqual({ since: SEEN, standIn: false });
      expect(omwView(t.state, seat).seats[0]).not.toHaveProperty("away");
      expect(omwEventsFor(events, seat)).toEqual(events);
    }
    // The timer is the table's: a mark neither stops nor restarts it.
    expect(t.state.timer).toMatchObject({ status: "running", deadline: 100_000 });
    expect(t.must(null, { type: "back", seat: 1 }, 50_000)).toEqual([
      { type: "seat-back", seat: 1, standIn: false },
    ]);
    expect(t.state.players[1]).not.toHaveProperty("away");
  });

  it("OMW-51: only the server marks; refusals for a seat twice, a seat not away, a left seat, a future moment", () => {
    const t = table();
    expect(codeOf(t.act(0, { type: "away", seat: 1, since: SEEN }, 40_000))).toBe("server-only");
    expect(codeOf(t.act(null, { type: "back", seat: 1 }, 40_000))).toBe("not-away");
    expect(codeOf(t.act(null, { type: "stand-in", seat: 1 }, 40_000))).toBe("not-away");
    expect(codeOf(t.act(null, { type: "away", seat: 1, since: 60_000 }, 40_000))).toBe("invalid-action");
    t.must(null, { type: "away", seat: 1, since: SEEN }, 40_000);
    expect(codeOf(t.act(null, { type: "away", seat: 1, since: SEEN }, 41_000))).toBe("already-away");
    expect(codeOf(t.act(2, { type: "stand-in", seat: 1 }, 41_000))).toBe("server-only");
    t.must(2, { type: "leave" }, 42_000);
    expect(codeOf(t.act(null, { type: "away", seat: 2, since: SEEN }, 43_000))).toBe("player-left");
    // A paused room still hears who is away.
    const paused = table();
    paused.must(null, { type: "pause" }, 10);
    expect(codeOf(paused.act(null, { type: "away", seat: 0, since: 5 }, 20))).toBe("ok");
    expect(ohMyWord.seats(paused.state).map((s) => s.awaited)).toEqual([false, false, false]);
  });

  it("OMW-51: a stand-in plays the away seat as that seat, shown to everyone, until the player is back", () => {
    const t = table();
    expect(ohMyWord.seats(t.state).map((s) => s.awaited)).toEqual([true, false, false]);
    t.must(null, { type: "away", seat: 0, since: SEEN }, 40_000);
    t.must(null, { type: "stand-in", seat: 0 }, 41_000);
    expect(omwView(t.state, 2).seats[0]?.away).toEqual({ since: SEEN, standIn: true });
    expect(codeOf(t.act(null, { type: "stand-in", seat: 0 }, 42_000))).toBe("stand-in-playing");
    t.must(0, { type: "draw" }, 43_000);
    expect(t.must(null, { type: "back", seat: 0 }, 44_000)).toEqual([
      { type: "seat-back", seat: 0, standIn: true },
    ]);
  });
});

describe("Oh My Word: ending the game for absence", () => {
  it("OMW-52: the absent seat ranks last whatever its score; the others by their scores; tokens revealed", () => {
    const t = table(3);
    giveTokens(t, 1, [3, 3]);
    giveTokens(t, 2, [1]);
    const bag = t.state.bag.length;
    // Seat 0 holds the bag with a drawn tile when the others end the game.
    t.must(0, { type: "draw" }, 10);
    t.must(null, { type: "away", seat: 0, since: 5 }, 20);
    const events = t.must(null, { type: "end-for-absence", seat: 0 }, 30);
    expect(events[0]).toEqual({ type: "ended-for-absence", seat: 0 });
    expect(events).toContainEqual(expect.objectContaining({ type: "tokens-revealed" }));
    expect(events.at(-1)).toEqual({ type: "game-over", reason: "absence" });
    expect(t.state.bag).toHaveLength(bag);
    const result = ohMyWord.result(t.state);
    expect(result?.reason).toBe("absence");
    expect(result?.standings.map((s) => [s.seat, s.rank, s.left])).toEqual([
      [2, 1, false],
      [1, 2, false],
      [0, 3, true],
    ]);
    expect(result?.winners).toEqual([2]);
    expect(omwView(t.state, null).seats[0]).toMatchObject({ left: true, away: { since: 5 } });
  });

  it("OMW-52: refused for a seat not marked away, and from anyone but the server", () => {
    const t = table(2);
    expect(codeOf(t.act(null, { type: "end-for-absence", seat: 1 }, 10))).toBe("not-away");
    t.must(null, { type: "away", seat: 1, since: 5 }, 10);
    expect(codeOf(t.act(0, { type: "end-for-absence", seat: 1 }, 20))).toBe("server-only");
    t.must(null, { type: "end-for-absence", seat: 1 }, 30);
    expect(codeOf(t.act(null, { type: "end-for-absence", seat: 1 }, 40))).toBe("game-over");
  });
});
