import { describe, expect, it } from "vitest";
import { buywordCue, omwCue } from "./cue-for-event";
import type { Cue } from "./sound-cues";

// Every cue, and each event that makes it: one row per pair, so a cue left without an event
// (or an event that falls silent) shows here.
const OMW: readonly [event: object, cue: Cue][] = [
  [{ type: "tile-drawn", seat: 0, letter: "B" }, "draw"],
  [{ type: "tile-drawn", seat: 0, letter: null }, "reverse"],
  [{ type: "category-covered" }, "cover"],
  [{ type: "bag-passed" }, "pass"],
  [{ type: "timer-went-off", holder: 0, at: 0 }, "time"],
];
const BUYWORD: readonly [event: object, cue: Cue][] = [
  [{ type: "drew" }, "draw"],
  [{ type: "drafted" }, "draw"],
  [{ type: "bought" }, "buy"],
  [{ type: "auctionWon" }, "buy"],
  [{ type: "sold" }, "sell"],
  [{ type: "bid" }, "coin"],
  [{ type: "traded" }, "coin"],
  [{ type: "timedOut", kind: "decide", seat: 0 }, "time"],
];
const OMW_OVER = { type: "game-over", reason: "tokens-exhausted" };
const BUYWORD_OVER = { type: "gameOver", result: { winners: [1] } };

describe("sound cues", () => {
  it.each(OMW)("Oh My Word: %o sounds %s", (event, cue) => {
    expect(omwCue([event] as never, 0, [])).toBe(cue);
  });
  it.each(BUYWORD)("BuyWord: %o sounds %s", (event, cue) => {
    expect(buywordCue([event] as never, 0)).toBe(cue);
  });

  it("every cue has an event that makes it", () => {
    const made = new Set([...OMW, ...BUYWORD].map(([, cue]) => cue));
    made.add(omwCue([OMW_OVER] as never, 1, [1]) as Cue);
    made.add(omwCue([OMW_OVER] as never, 0, [1]) as Cue);
    const all: Record<Cue, true> = {
      draw: true,
      pass: true,
      reverse: true,
      cover: true,
      buy: true,
      sell: true,
      coin: true,
      time: true,
      win: true,
      end: true,
    };
    expect([...made].sort()).toEqual(Object.keys(all).sort());
  });

  it("the end: a win for a seated winner, the end for the others and for spectators", () => {
    expect(omwCue([OMW_OVER] as never, 1, [1, 2])).toBe("win");
    expect(omwCue([OMW_OVER] as never, 0, [1, 2])).toBe("end");
    expect(omwCue([OMW_OVER] as never, null, [1, 2])).toBe("end");
    expect(buywordCue([BUYWORD_OVER] as never, 1)).toBe("win");
    expect(buywordCue([BUYWORD_OVER] as never, 0)).toBe("end");
    expect(buywordCue([BUYWORD_OVER] as never, null)).toBe("end");
  });

  it("one cue per step: the end over what ended the game, else the first event's", () => {
    // The timer ends the game: the token, the pass, the reveal, then the end (engine order).
    const timerEnds = [
      { type: "timer-went-off", holder: 0, at: 0 },
      { type: "token-taken", seat: 0 },
      { type: "bag-passed", from: 0, to: 1, reason: "timer" },
      { type: "tokens-revealed", players: [] },
      OMW_OVER,
    ];
    expect(omwCue(timerEnds as never, 1, [1])).toBe("win");
    expect(omwCue(timerEnds as never, 0, [1])).toBe("end");
    // The timer without the end: "time", not the pass it forces.
    expect(omwCue(timerEnds.slice(0, 3) as never, 0, [])).toBe("time");
    expect(buywordCue([{ type: "timedOut" }, { type: "drafted" }] as never, 0)).toBe("time");
    expect(buywordCue([{ type: "sold" }, BUYWORD_OVER] as never, 1)).toBe("win");
  });

  it("what makes no sound", () => {
    expect(omwCue([{ type: "vote-cast" }] as never, 0, [])).toBeNull();
    expect(omwCue([] as never, 0, [])).toBeNull();
    expect(buywordCue([{ type: "turnEnded" }] as never, 0)).toBeNull();
  });
});
