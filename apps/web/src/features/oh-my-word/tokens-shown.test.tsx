import { ohMyWord } from "@wordhall/engine";
import { OmwTable } from "@wordhall/engine/oh-my-word/testing";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GameOverPanel } from "./game-over-panel";
import { PlayersPanel } from "./players-panel";
import { seatNamer } from "./table-model";

const board = { kind: "custom", title: "Test", categories: ["Fruit", "Animal", "River"] };

/** Two timers go off on seat 0 then seat 1: each takes a token; the second is the last. */
function table() {
  const t = new OmwTable({
    seats: 3,
    firstSeat: 0,
    boards: [board],
    tiles: { letters: { M: 20 }, reverse: 0 },
    tokens: [
      { value: 2, count: 1 },
      { value: 3, count: 1 },
    ],
  });
  t.expireTimer();
  return t;
}

const faceUp = (html: string) => [...html.matchAll(/bg-rose-100[^>]*>(\d)</g)].map((m) => m[1]);
const faceDown = (html: string) => html.match(/repeating-linear-gradient/g)?.length ?? 0;

describe("bad-luck tokens on the table", () => {
  it("OMW-19: the taker sees their token's worth; the others see it face down", () => {
    const t = table();
    const taker = t.state.players.findIndex((p) => p.tokens.length > 0);
    for (const seat of [0, 1, 2]) {
      const html = renderToStaticMarkup(
        <PlayersPanel
          view={ohMyWord.view(t.state, seat)}
          name={seatNamer([], seat)}
          userIdOf={() => undefined}
          presence={[]}
        />,
      );
      if (seat === taker) {
        expect(faceUp(html)).toHaveLength(1);
        expect(faceDown(html)).toBe(0);
      } else {
        expect(faceUp(html)).toEqual([]);
        expect(faceDown(html)).toBe(1);
        expect(html).toContain('aria-label="1 face-down token"');
      }
    }
  });

  it("at the end everyone's tokens are face up in the standings, with their worth in words", () => {
    const t = table();
    t.expireTimer();
    const view = ohMyWord.view(t.state, 2);
    expect(view.result).not.toBeNull();
    const html = renderToStaticMarkup(<GameOverPanel view={view} name={seatNamer([], 2)} />);
    expect(faceUp(html).sort()).toEqual(["2", "3"]);
    expect(faceDown(html)).toBe(0);
    expect(html).toMatch(/aria-label="Tokens: [23]"/);
  });
});
