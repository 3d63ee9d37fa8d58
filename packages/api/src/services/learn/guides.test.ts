import { describe, expect, it } from "vitest";
import { guideView } from "./guides";

describe("the guide a game's stored id names", () => {
  it("gives BuyWord's words and Oh My Word's example, and nothing for an id it doesn't know", () => {
    expect(guideView("buyword-1")).toEqual({ kind: "buyword", id: "buyword-1", words: ["RIM", "ION"] });
    expect(guideView("oh-my-word-1")).toEqual({
      kind: "oh-my-word",
      id: "oh-my-word-1",
      example: { letter: "L", category: 12, term: "Lawnmower" },
    });
    expect(guideView(null)).toBeNull();
    expect(guideView("omw-1")).toBeNull();
  });
});
