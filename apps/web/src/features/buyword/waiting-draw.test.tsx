import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DecisionPanel } from "./decision-panel";
import { buyword, idleActions, nameOf, play, position, textOf } from "./test-tables";
import type { BuywordView } from "./types";
import { waitingDrawLine, yourDraw } from "./your-draw";

// The basic game: Ana (0) decides first; Ben (1) and Cy (2) wait, each holding a private draw.
function buying(money: Record<number, number> = { 0: 40, 1: 40, 2: 40 }) {
  return position(
    { players: 3 },
    {
      leader: 0,
      count: 3,
      draws: { 0: "ZAP", 1: "DOG", 2: "CUT" },
      phase: { kind: "decide", turn: 0 },
      money,
    },
  );
}

const render = (view: BuywordView) =>
  renderToStaticMarkup(<DecisionPanel gameId="g" view={view} actions={idleActions} name={nameOf} />);

/** The letters of the tiles drawn inside the waiting-draw section, read off their screen-reader labels. */
function lettersShown(html: string): string {
  const section = html.split('data-testid="bw-waiting-draw"')[1]?.split("</section>")[0] ?? "";
  return [...section.matchAll(/<span class="sr-only">([A-Z]), \d+ pips?<\/span>/g)].map((m) => m[1]).join("");
}

describe("waiting while others buy (BW-7, BW-30)", () => {
  it("shows a waiting seat its own draw and its cost, and nothing of anyone else's", () => {
    const html = render(buyword.view(buying(), 1));
    expect(textOf(html)).toContain("Waiting for Ana to buy or discard their draw.");
    expect(lettersShown(html)).toBe("DOG");
    // D, O, G: 2 + 1 + 2 pips, so $25 (BW-8).
    expect(textOf(html)).toContain("3 tiles, 5 pips: costs $25.");
    expect(textOf(html)).toContain("You have $40: you'll buy or discard it when your turn comes.");
  });

  it("shows only what the seat's view holds: nothing to a spectator, nothing once the draw is bought", () => {
    expect(render(buyword.view(buying(), null))).not.toContain("bw-waiting-draw");
    expect(yourDraw(buyword.view(buying(), null))).toBeNull();
    // Every seat's view holds its own draw's tiles and no other's.
    for (const seat of [1, 2]) {
      const view = buyword.view(buying(), seat);
      const draws = view.players.map((p) => p.draw?.tiles?.map((t) => t.letter).join("") ?? null);
      expect(draws.filter((d) => d !== null)).toHaveLength(1);
      expect(lettersShown(render(view))).toBe(draws[seat]);
    }
    const cyBought = play(play(buying(), 0, { type: "discard" }), 1, { type: "discard" });
    const afterCy = play(cyBought, 2, { type: "buy" });
    expect(yourDraw(buyword.view(afterCy, 2))).toBeNull();
  });

  it("says when the draw is out of reach", () => {
    const poor = yourDraw(buyword.view(buying({ 0: 40, 1: 10, 2: 40 }), 1));
    if (!poor) throw new Error("no draw");
    expect(waitingDrawLine(poor, false)).toBe(
      "You have $10, not enough to buy it: you can discard it when your turn comes.",
    );
    expect(waitingDrawLine(poor, true)).toBe(
      "You have $10, not enough to buy it: you can auction it or discard it when your turn comes.",
    );
  });
});
