import { describe, expect, it } from "vitest";
import { buywordCue, omwCue } from "./cue-for-event";

describe("sound cues", () => {
  it("Oh My Word: draw, reverse, cover, pass and the end each have a sound", () => {
    expect(omwCue([{ type: "tile-drawn", seat: 0, letter: "B" }] as never)).toBe("draw");
    expect(omwCue([{ type: "tile-drawn", seat: 0, letter: null }] as never)).toBe("reverse");
    expect(omwCue([{ type: "category-covered" }] as never)).toBe("cover");
    expect(omwCue([{ type: "bag-passed" }] as never)).toBe("pass");
    expect(omwCue([{ type: "game-over", reason: "boards-full" }] as never)).toBe("end");
    // The timer's own alarm is the music's; a vote makes no sound.
    expect(omwCue([{ type: "vote-cast" }] as never)).toBeNull();
  });
  it("BuyWord: buy, sell, money, draws, and a win only for the winner", () => {
    expect(buywordCue([{ type: "bought" }] as never, 0)).toBe("buy");
    expect(buywordCue([{ type: "sold" }] as never, 0)).toBe("sell");
    expect(buywordCue([{ type: "bid" }] as never, 0)).toBe("coin");
    expect(buywordCue([{ type: "drew" }] as never, 0)).toBe("draw");
    const over = [{ type: "gameOver", result: { winners: [1] } }] as never;
    expect(buywordCue(over, 1)).toBe("win");
    expect(buywordCue(over, 0)).toBe("end");
    expect(buywordCue(over, null)).toBe("end");
    expect(buywordCue([{ type: "turnEnded" }] as never, 0)).toBeNull();
  });
});
