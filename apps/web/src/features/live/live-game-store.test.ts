import type { LiveGameMessage } from "@wordhall/client";
import { describe, expect, it } from "vitest";
import {
  applyLiveMessage,
  initialLiveState,
  type LiveGameState,
  LOG_LIMIT,
  mergeHistory,
  needsHistory,
  resumeId,
} from "./live-game-store";

type View = { version: number; board: string[]; score?: number };
type State = LiveGameState<View, { type: string }>;

const snapshot = (version: number, view: View): LiveGameMessage => ({
  type: "snapshot",
  gameId: "g1",
  kind: "oh-my-word",
  roomId: "r1",
  version,
  seat: 1,
  seats: [{ seat: 0, userId: "u0", name: "Ann", bot: null }],
  over: false,
  view,
});
const step = (version: number, over = false): LiveGameMessage => ({
  type: "step",
  version,
  events: [{ type: `e${version}` }],
  patch: [
    { op: "set", path: ["version"], value: version },
    { op: "set", path: ["board", version - 1], value: `x${version}` },
  ],
  over,
});

function feed(messages: LiveGameMessage[], from: State = initialLiveState()) {
  let state = from;
  const outcomes: string[] = [];
  for (const m of messages) {
    const r = applyLiveMessage(state, m);
    state = r.state;
    outcomes.push(r.outcome.kind);
  }
  return { state, outcomes };
}

describe("the live game store", () => {
  it("starts from the snapshot and applies each step's patch in order", () => {
    const { state, outcomes } = feed([snapshot(1, { version: 1, board: ["a"] }), step(2), step(3)]);
    expect(outcomes).toEqual(["snapshot", "step", "step"]);
    expect(state.view).toEqual({ version: 3, board: ["a", "x2", "x3"] });
    expect(state.connection).toBe("live");
    expect(state.seat).toBe(1);
    expect(state.roomId).toBe("r1");
    expect(state.log.map((e) => e.version)).toEqual([2, 3]);
    expect(resumeId(state)).toBe("3");
  });

  it("ignores a step it already applied (a resume that overlaps) without changing anything", () => {
    const first = feed([snapshot(1, { version: 1, board: ["a"] }), step(2)]);
    const again = feed([step(2)], first.state);
    expect(again.outcomes).toEqual(["duplicate"]);
    expect(again.state).toBe(first.state);
  });

  it("reports a gap instead of applying a step that skips a version", () => {
    const first = feed([snapshot(1, { version: 1, board: ["a"] })]);
    const gap = feed([step(3)], first.state);
    expect(gap.outcomes).toEqual(["gap"]);
    expect(gap.state.version).toBe(1);
  });

  it("marks the game over with the moderator's reason when a moderator ends it", () => {
    const { state, outcomes } = feed([
      snapshot(1, { version: 1, board: ["a"] }),
      {
        type: "ended",
        gameId: "g1",
        version: 1,
        by: "moderator",
        reason: "Stuck",
        at: "2026-11-30T00:00:00.000Z",
      },
    ]);
    expect(outcomes).toEqual(["snapshot", "ended"]);
    expect(state.over).toBe(true);
    expect(state.endedByModerator).toEqual({ reason: "Stuck", at: "2026-11-30T00:00:00.000Z" });
    expect(state.view).toEqual({ version: 1, board: ["a"] });
  });

  it("treats a step before any snapshot as a gap", () => {
    expect(feed([step(1)]).outcomes).toEqual(["gap"]);
    expect(resumeId(initialLiveState())).toBeNull();
  });

  it("lets a new snapshot replace everything (a resume from too far behind)", () => {
    const { state } = feed([
      snapshot(1, { version: 1, board: ["a"] }),
      snapshot(9, { version: 9, board: ["z"] }),
    ]);
    expect(state.view).toEqual({ version: 9, board: ["z"] });
    expect(state.version).toBe(9);
  });

  it("keeps the objects a snapshot repeats, so the table's memoised parts need not redraw", () => {
    type Hands = { version: number; board: string[]; hands: { seat: number; tiles: string[] }[] };
    const snapshotOf = (view: Hands) =>
      ({ ...(snapshot(view.version, view) as object), view }) as LiveGameMessage;
    const drawn: Hands = {
      version: 3,
      board: ["a"],
      hands: [
        { seat: 0, tiles: ["x"] },
        { seat: 1, tiles: ["y"] },
      ],
    };
    const page = feed([snapshotOf(drawn)]).state;
    // The stream's first snapshot: equal to the page's, but parsed afresh.
    const same = applyLiveMessage(page, JSON.parse(JSON.stringify(snapshotOf(drawn)))).state;
    expect(same.view).toBe(page.view);
    expect(same.seats).toBe(page.seats);
    // A snapshot that changed one hand: that hand is new, the rest is the old objects.
    const changed: Hands = {
      version: 4,
      board: ["a"],
      hands: [
        { seat: 0, tiles: ["x"] },
        { seat: 1, tiles: ["y", "z"] },
      ],
    };
    const next = applyLiveMessage(page, snapshotOf(changed)).state.view as unknown as Hands;
    const before = page.view as unknown as Hands;
    expect(next).toEqual(changed);
    expect(next).not.toBe(before);
    expect(next.board).toBe(before.board);
    expect(next.hands[0]).toBe(before.hands[0]);
    expect(next.hands[1]).not.toBe(before.hands[1]);
  });

  it("keeps presence apart from the game's versions", () => {
    const { state, outcomes } = feed([
      snapshot(1, { version: 1, board: [] }),
      { type: "presence", users: [{ userId: "u0", name: "Ann", status: "away" }] },
    ]);
    expect(outcomes).toEqual(["snapshot", "presence"]);
    expect(state.presence).toEqual([{ userId: "u0", name: "Ann", status: "away" }]);
    expect(state.version).toBe(1);
  });

  it("marks the game over from the last step and keeps only the latest log entries", () => {
    const steps = Array.from({ length: LOG_LIMIT + 5 }, (_, i) => step(i + 2, i === LOG_LIMIT + 4));
    const { state } = feed([snapshot(1, { version: 1, board: [] }), ...steps]);
    expect(state.over).toBe(true);
    expect(state.log).toHaveLength(LOG_LIMIT);
    expect(state.log.at(-1)?.version).toBe(LOG_LIMIT + 6);
  });

  it("never mutates the view it was given", () => {
    const view = { version: 1, board: ["a"] };
    const { state } = feed([snapshot(1, view), step(2)]);
    expect(view).toEqual({ version: 1, board: ["a"] });
    expect(state.view).not.toBe(view);
  });
});

describe("the history of a table opened mid-game", () => {
  const history = (upTo: number) => ({
    version: upTo,
    entries: Array.from({ length: upTo + 1 }, (_, v) => ({ version: v, events: [{ type: `h${v}` }] })),
  });

  it("is asked for when the view arrives without the versions that led to it", () => {
    const { state } = feed([snapshot(5, { version: 5, board: [] })]);
    expect(state.log).toEqual([]);
    expect(needsHistory(state)).toBe(true);
    const merged = mergeHistory(state, history(5));
    expect(merged.log.map((e) => e.version)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(needsHistory(merged)).toBe(false);
  });

  it("keeps the live steps, drops history past the view, and is not asked for by a table that saw it all", () => {
    // The history answered late: two steps arrived meanwhile, and it reaches one version further.
    const { state } = feed([snapshot(2, { version: 2, board: ["a", "b"] }), step(3), step(4)]);
    const merged = mergeHistory(state, history(5));
    expect(merged.log.map((e) => e.version)).toEqual([0, 1, 2, 3, 4]);
    expect(merged.log.find((e) => e.version === 3)?.events).toEqual([{ type: "e3" }]);
    const fresh = feed([snapshot(0, { version: 0, board: [] })]).state;
    expect(needsHistory(mergeHistory(fresh, history(0)))).toBe(false);
  });

  it("keeps at most LOG_LIMIT versions", () => {
    const { state } = feed([snapshot(LOG_LIMIT + 20, { version: LOG_LIMIT + 20, board: [] })]);
    const merged = mergeHistory(state, history(LOG_LIMIT + 20));
    expect(merged.log).toHaveLength(LOG_LIMIT);
    expect(merged.log.at(-1)?.version).toBe(LOG_LIMIT + 20);
  });
});
