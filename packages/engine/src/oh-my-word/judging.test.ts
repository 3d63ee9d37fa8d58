import { describe, expect, it } from "vitest";
import { omwDeadlines } from "./deadlines";
import { testConfig } from "./testing/configs";
import { OmwTable } from "./testing/table";

const codeOf = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? "ok" : r.error?.code);
const LONG_TIMER = { minMs: 100_000, maxMs: 100_000 };

/** Seat 0 has claimed category 0 with "Mango" at t=1000 and passed; the claim is id 1. */
function claimed(seats: number, judging: Record<string, unknown> = {}) {
  const t = new OmwTable(
    testConfig({ seats, judging: { mode: "challenge", ...judging }, timer: LONG_TIMER }),
    "j",
    0,
  );
  t.must(0, { type: "draw" }, 500);
  t.must(0, { type: "claim", category: 0, term: "Mango" }, 1_000);
  t.must(0, { type: "pass" }, 1_500);
  return t;
}

describe("Oh My Word judging", () => {
  it("OMW-26: a claimed term covers its category at once, as an open claim", () => {
    const t = claimed(3);
    expect(t.state.covers[0]).toMatchObject({ term: "Mango", claim: 1 });
    expect(t.state.claims).toEqual([
      expect.objectContaining({ id: 1, seat: 0, category: 0, closesAt: 11_000 }),
    ]);
  });

  it("OMW-27: others may challenge within the window while play goes on; a challenge opens a vote", () => {
    const t = claimed(4);
    t.must(1, { type: "draw" }, 2_000); // play goes on meanwhile
    const events = t.must(2, { type: "challenge", claim: 1 }, 9_000);
    expect(events).toContainEqual({ type: "claim-challenged", claim: 1, by: 2, closesAt: 19_000 });
    expect(events).toContainEqual({ type: "vote-cast", claim: 1, seat: 2, accept: false });
    expect(codeOf(t.act(3, { type: "challenge", claim: 1 }, 9_500))).toBe("already-challenged");
    expect(omwDeadlines(t.state)[0]).toMatchObject({ kind: "challenge-window", at: 19_000 });
    const late = claimed(4);
    expect(codeOf(late.raw(1, { type: "challenge", claim: 1 }, 11_000))).toBe("challenge-window-closed");
    const shorter = claimed(3, { challengeWindowMs: 3_000 });
    expect(codeOf(shorter.act(1, { type: "challenge", claim: 1 }, 4_500))).toBe("no-such-claim");
  });

  it("OMW-28: the claimer can't judge, nobody votes twice, and players who left don't vote", () => {
    const t = claimed(5);
    expect(codeOf(t.act(0, { type: "challenge", claim: 1 }, 2_000))).toBe("own-claim");
    expect(codeOf(t.act(1, { type: "vote", claim: 1, accept: true }, 2_000))).toBe("not-challenged");
    t.must(1, { type: "challenge", claim: 1 }, 2_000);
    expect(codeOf(t.act(0, { type: "vote", claim: 1, accept: true }, 2_100))).toBe("own-claim");
    expect(codeOf(t.act(1, { type: "vote", claim: 1, accept: false }, 2_100))).toBe("already-voted");
    t.must(4, { type: "leave" }, 2_200);
    expect(codeOf(t.act(4, { type: "vote", claim: 1, accept: false }, 2_300))).toBe("player-left");
  });

  it("OMW-29: a majority of the other players voting no undoes the cover and returns the tile, with no token", () => {
    const t = claimed(4); // three judges: two no votes are a majority
    const bag = t.state.bag.length;
    t.must(1, { type: "challenge", claim: 1 }, 2_000);
    const events = t.must(3, { type: "vote", claim: 1, accept: false }, 2_500);
    expect(events).toContainEqual({ type: "claim-rejected", claim: 1, category: 0, seat: 0 });
    expect(t.state.covers[0]).toBeNull();
    expect(t.state.bag).toHaveLength(bag + 1);
    expect(t.state.claims).toEqual([]);
    expect(t.state.players[0]?.tokens).toEqual([]);
  });

  it("OMW-29: with two players the one judge's challenge is a majority", () => {
    const t = claimed(2);
    const events = t.must(1, { type: "challenge", claim: 1 }, 2_000);
    expect(events).toContainEqual(expect.objectContaining({ type: "claim-rejected", claim: 1 }));
  });

  it("OMW-30: a tie accepts, settled as soon as it can't change", () => {
    const t = claimed(3); // two judges: one no, one yes is a tie
    t.must(1, { type: "challenge", claim: 1 }, 2_000);
    const events = t.must(2, { type: "vote", claim: 1, accept: true }, 2_500);
    expect(events).toContainEqual({ type: "claim-upheld", claim: 1, category: 0 });
    expect(t.state.covers[0]).toMatchObject({ term: "Mango", claim: null });
  });

  it("OMW-30: at the window's close an unchallenged claim stands, and so does a challenge nobody backed", () => {
    const t = claimed(5);
    t.act(1, { type: "draw" }, 10_999);
    expect(codeOf(t.raw(null, { type: "close-challenge", claim: 1 }, 10_999))).toBe("window-still-open");
    t.advanceTo(11_000, true);
    expect(t.state.claims).toEqual([]);
    expect(t.state.covers[0]?.claim).toBeNull();

    const u = claimed(5); // four judges: one no is not more than half
    u.must(2, { type: "challenge", claim: 1 }, 3_000);
    u.must(3, { type: "vote", claim: 1, accept: false }, 3_100);
    expect(u.state.claims).toHaveLength(1);
    u.advanceTo(13_000, true);
    expect(u.state.covers[0]).toMatchObject({ claim: null, term: "Mango" });
  });

  it("OMW-31: in trust mode there are no challenges and every claim stands", () => {
    const t = claimed(3, { mode: "trust" });
    expect(t.state.claims).toEqual([]);
    expect(t.state.covers[0]?.claim).toBeNull();
    expect(codeOf(t.act(1, { type: "challenge", claim: 1 }, 2_000))).toBe("challenges-off");
    expect(omwDeadlines(t.state).map((d) => d.kind)).toEqual(["timer"]);
  });

  it("OMW-32: full boards with open claims stop the timer and the draws; a rejection restarts it", () => {
    const t = new OmwTable(
      testConfig({
        seats: 3,
        boards: [{ kind: "custom", title: "T", categories: ["a", "b"] }],
        judging: { mode: "challenge" },
        timer: LONG_TIMER,
      }),
      "full",
      0,
    );
    t.must(0, { type: "draw" }, 100);
    t.must(0, { type: "claim", category: 0, term: "Mango" }, 200);
    t.must(0, { type: "pass" }, 300);
    t.must(1, { type: "draw" }, 400);
    const events = t.must(1, { type: "claim", category: 1, term: "Melon" }, 1_000);
    expect(events).toContainEqual({ type: "timer-stopped", at: 1_000 });
    expect(t.state.phase).toBe("playing");
    t.must(1, { type: "pass" }, 1_100);
    expect(codeOf(t.act(2, { type: "draw" }, 1_200))).toBe("boards-full");
    expect(omwDeadlines(t.state).map((d) => d.kind)).toEqual(["challenge-window", "challenge-window"]);
    // the first claim stands when its window closes; the second is voted down
    t.advanceTo(10_200, true);
    t.must(0, { type: "challenge", claim: 2 }, 10_500);
    const rejected = t.must(2, { type: "vote", claim: 2, accept: false }, 10_600);
    expect(rejected).toContainEqual({ type: "timer-resumed", at: 10_600 });
    // 99 000 ms were left when the timer stopped at 1 000
    expect(t.timerDeadline()).toBe(10_600 + 99_000);
    expect(codeOf(t.act(2, { type: "draw" }, 10_700))).toBe("ok");
  });
});
