import { compensatedTime, estimateOneWayLag } from "@wordhall/timer";
import { describe, expect, it } from "vitest";
import { omwDeadlines } from "./deadlines";
import { ohMyWord } from "./module";
import { testConfig } from "./testing/configs";
import { OmwTable } from "./testing/table";

const codeOf = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? "ok" : r.error?.code);

describe("Oh My Word timer", () => {
  it("OMW-18: runs for a hidden length drawn uniformly from the room's range", () => {
    const lengths = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const t = new OmwTable(testConfig(), `len-${i}`, 0);
      const length = t.timerDeadline();
      expect(length).toBeGreaterThanOrEqual(25_000);
      expect(length).toBeLessThanOrEqual(45_000);
      lengths.add(length);
    }
    expect(lengths.size).toBeGreaterThan(150);
    const short = new OmwTable(testConfig({ timer: { minMs: 2_000, maxMs: 3_000 } }), "s", 0);
    expect(short.timerDeadline()).toBeLessThanOrEqual(3_000);
    // the deadline is not in what players see
    const json = JSON.stringify([
      ohMyWord.view(short.state, 0),
      ohMyWord.view(short.state, null),
      short.events,
    ]);
    expect(json).not.toContain(String(short.timerDeadline()));
  });

  it("OMW-19: when it goes off, the holder takes one face-down token from the supply", () => {
    const t = new OmwTable(testConfig());
    const events = t.expireTimer();
    expect(t.state.players[0]?.tokens).toHaveLength(1);
    expect(t.state.supply).toHaveLength(24);
    expect(events).toContainEqual(expect.objectContaining({ type: "timer-went-off", holder: 0 }));
    expect(events).toContainEqual(expect.objectContaining({ type: "token-taken", seat: 0 }));
  });

  it("OMW-20: the drawn tile goes back to the bag from the hand", () => {
    const t = new OmwTable(testConfig());
    const bag = t.state.bag.length;
    t.must(0, { type: "draw" });
    t.expireTimer();
    expect(t.state.bag).toHaveLength(bag);
    expect(t.state.turn.stage).toBe("draw");
  });

  it("OMW-20: the drawn tile goes back even if it already covers a category, withdrawing the claim", () => {
    const t = new OmwTable(testConfig({ judging: { mode: "challenge" } }));
    const bag = t.state.bag.length;
    t.must(0, { type: "draw" });
    t.must(0, { type: "claim", category: 4, term: "Mango" });
    expect(t.state.claims).toHaveLength(1);
    // make the timer go off while the claim is still open to challenge
    t.state = { ...t.state, timer: { status: "running", startedAt: t.now, deadline: t.now + 5 } };
    const events = t.expireTimer();
    expect(t.state.covers[4]).toBeNull();
    expect(t.state.coveredCount).toBe(0);
    expect(t.state.bag).toHaveLength(bag);
    expect(t.state.claims).toHaveLength(0);
    expect(events).toContainEqual({ type: "tile-returned", seat: 0, letter: "M", category: 4 });
  });

  it("OMW-21: the bag then goes to the next player, not back to the one who took the token", () => {
    const t = new OmwTable(testConfig({ seats: 3 }));
    const events = t.expireTimer();
    expect(events).toContainEqual({ type: "bag-passed", from: 0, to: 1, reason: "timer" });
    expect(t.state.holder).toBe(1);
    expect(t.state.turn.stage).toBe("draw");
  });

  it("OMW-22: the timer restarts with a new hidden length as the bag moves on", () => {
    const t = new OmwTable(testConfig(), "restart");
    const first = t.timerDeadline();
    t.expireTimer();
    expect(t.state.timer).toMatchObject({ status: "running", startedAt: first });
    const second = t.timerDeadline() - first;
    expect(second).toBeGreaterThanOrEqual(25_000);
    expect(second).toBeLessThanOrEqual(45_000);
  });

  it("OMW-23: a player handed the bag at the very instant the timer goes off takes the token", () => {
    const t = new OmwTable(testConfig());
    const deadline = t.timerDeadline();
    t.must(0, { type: "draw" }, deadline - 2_000);
    t.must(0, { type: "claim", category: 0, term: "Mango" }, deadline - 1_000);
    t.must(0, { type: "pass" }, deadline);
    t.expireTimer();
    expect(t.state.players[0]?.tokens).toHaveLength(0);
    expect(t.state.players[1]?.tokens).toHaveLength(1);
    // seat 0's cover was made in their own turn and stays
    expect(t.state.covers[0]).not.toBeNull();
  });

  it("OMW-23: a pass one millisecond too late comes after the timer, and the passer takes the token", () => {
    const t = new OmwTable(testConfig());
    const deadline = t.timerDeadline();
    t.must(0, { type: "draw" }, deadline - 2_000);
    t.must(0, { type: "claim", category: 0, term: "Mango" }, deadline - 1_000);
    expect(codeOf(t.act(0, { type: "pass" }, deadline + 1))).toBe("not-your-turn");
    expect(t.state.players[0]?.tokens).toHaveLength(1);
    expect(t.state.covers[0]).toBeNull();
  });

  it("OMW-23: a pass that left the hand before the timer on a slow link counts, up to the cap", () => {
    // The server stamps an action with its receive time less the sender's measured lag,
    // capped (docs/timer.md); the engine sees only that stamp.
    const play = (receivedAt: number, roundTrips: number[]) => {
      const t = new OmwTable(testConfig());
      const deadline = t.timerDeadline();
      t.must(0, { type: "draw" }, deadline - 2_000);
      t.must(0, { type: "claim", category: 0, term: "Mango" }, deadline - 1_000);
      const at = compensatedTime(deadline + receivedAt, estimateOneWayLag(roundTrips), t.now);
      const passed = codeOf(t.act(0, { type: "pass" }, at));
      t.advanceTo(deadline + 10_000, true);
      return { at: at - deadline, passed, tokens: t.state.players.map((p) => p.tokens.length) };
    };
    // Received 80 ms late from a link measured at 120 ms each way: sent 40 ms before.
    expect(play(80, [240, 250, 236])).toEqual({ at: -40, passed: "ok", tokens: [0, 1, 0] });
    // The same arrival from a connection with no samples is late: the passer takes the token.
    expect(play(80, [])).toEqual({ at: 80, passed: "not-your-turn", tokens: [1, 0, 0] });
    // 300 ms late is too late even for that link, and a huge lag buys only the 150 ms cap.
    expect(play(300, [240])).toMatchObject({ at: 180, passed: "not-your-turn" });
    expect(play(160, [5_000])).toMatchObject({ at: 10, passed: "not-your-turn" });
    expect(play(150, [5_000])).toMatchObject({ at: 0, passed: "ok", tokens: [0, 1, 0] });
  });

  it("OMW-24: an action stamped after an unapplied deadline waits, and the timer can't go off early", () => {
    const t = new OmwTable(testConfig());
    const deadline = t.timerDeadline();
    expect(codeOf(t.raw(0, { type: "draw" }, deadline + 1))).toBe("deadline-pending");
    expect(codeOf(t.raw(null, { type: "timer-expired" }, deadline - 1))).toBe("timer-not-expired");
    expect(codeOf(t.raw(0, { type: "timer-expired" }, deadline))).toBe("server-only");
    expect(omwDeadlines(t.state)).toEqual([
      { kind: "timer", at: deadline, action: { type: "timer-expired" } },
    ]);
    // a late server applies it with its own time; the new timer starts from then
    expect(codeOf(t.raw(null, { type: "timer-expired" }, deadline + 700))).toBe("ok");
    expect(t.state.timer.startedAt).toBe(deadline + 700);
    // and exactly once: the same expiry again is refused
    expect(codeOf(t.raw(null, { type: "timer-expired" }, deadline + 700))).toBe("timer-not-expired");
  });

  it("OMW-25: a paused room freezes the timer and the windows; only leaving is allowed meanwhile", () => {
    const t = new OmwTable(
      testConfig({ judging: { mode: "challenge" }, timer: { minMs: 40_000, maxMs: 40_000 } }),
      "p",
      0,
    );
    t.must(0, { type: "draw" }, 1_000);
    t.must(0, { type: "claim", category: 0, term: "Mango" }, 2_000);
    t.must(null, { type: "pause" }, 5_000);
    expect(omwDeadlines(t.state)).toEqual([]);
    expect(codeOf(t.act(0, { type: "pass" }, 6_000))).toBe("game-paused");
    expect(codeOf(t.act(1, { type: "challenge", claim: 1 }, 6_000))).toBe("game-paused");
    expect(codeOf(t.act(null, { type: "pause" }, 6_000))).toBe("already-paused");
    t.must(null, { type: "resume" }, 105_000);
    expect(codeOf(t.act(null, { type: "resume" }, 105_000))).toBe("not-paused");
    // 35 s of timer and 7 s of challenge window were left at the pause
    expect(omwDeadlines(t.state).map((d) => [d.kind, d.at])).toEqual([
      ["challenge-window", 112_000],
      ["timer", 140_000],
    ]);
    t.must(2, { type: "leave" }, 106_000);
    t.must(null, { type: "pause" }, 106_000);
    expect(codeOf(t.act(1, { type: "leave" }, 107_000))).toBe("ok");
  });
});
