import { ohMyWord } from "@wordhall/engine";
import { OmwTable } from "@wordhall/engine/oh-my-word/testing";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RoundStatus } from "../buyword/round-status";
import { buyword, position } from "../buyword/test-tables";
import { BoardGrid } from "../oh-my-word/board-grid";
import { DisplayBoards } from "../oh-my-word/display-boards";
import { DisplayPlayers } from "../oh-my-word/display-side";
import { PlayersPanel } from "../oh-my-word/players-panel";
import { seatNamer } from "../oh-my-word/table-model";

// Everything on a table that animates when it arrives mid-game (a covered category, the bag's
// marker, a tile in a hand, a new roll of the die) must be drawn at rest by the server and on a
// page's first paint, with no style of its own (features/live/motion.tsx plays each entrance in
// the browser). Drawn at its start, it would show shrunken or see-through until the scripts
// load, and forever without them. A new mid-game animation belongs in this list. (The end's
// reveal is meant to play when the final screen opens, so it is not here; the word builder's
// hand, which pops tiles in and out, is only ever drawn in the browser, and asks the server
// for its sale's worth, so it is not drawn here either.)

function omwMidGame() {
  const t = new OmwTable({
    seats: 3,
    firstSeat: 0,
    boards: [{ kind: "custom", title: "Test", categories: ["Fruit", "Animal", "River"] }],
    tiles: { letters: { M: 20 }, reverse: 0 },
  });
  t.must(0, { type: "draw" }, t.now + 10);
  t.must(0, { type: "claim", category: 0, term: "Mango" }, t.now + 10);
  return t.state;
}

const omw = omwMidGame();
const omwView = ohMyWord.view(omw, 1);
const selling = position(
  { players: 3 },
  { leader: 0, round: 2, count: 3, hands: { 0: "CATS" }, phase: { kind: "sell", turn: 0, pending: null } },
);
const bwView = buyword.view(selling, 0);

const MID_GAME: Record<string, ReactElement> = {
  "Oh My Word's players (the bag's marker)": (
    <PlayersPanel view={omwView} name={seatNamer([], 1)} userIdOf={() => undefined} presence={[]} />
  ),
  "Oh My Word's board (a covered category)": (
    <BoardGrid view={omwView} name={seatNamer([], 1)} onPick={null} picked={null} />
  ),
  "the table display's players": (
    <DisplayPlayers view={ohMyWord.view(omw, null)} name={seatNamer([], null)} />
  ),
  "the table display's boards": <DisplayBoards view={ohMyWord.view(omw, null)} name={seatNamer([], null)} />,
  "BuyWord's round (the die)": <RoundStatus view={bwView} />,
};

/** The inline styles Motion wrote, one per animated element. */
const styles = (html: string) => [...html.matchAll(/style="([^"]*)"/g)].map((m) => m[1] ?? "");

/** A style that is not at rest: part transparent, or moved, turned or scaled. */
const moving = (style: string) =>
  /opacity:\s*0(\.\d+)?(;|$)/.test(style) || /transform:\s*(?!none)[^;]+/.test(style);

describe("a table drawn by the server", () => {
  it.each(Object.entries(MID_GAME))("shows %s at rest", (_, element) => {
    const html = renderToStaticMarkup(element);
    expect(styles(html).filter(moving)).toEqual([]);
  });

  it("would notice a part drawn at the start of its animation", () => {
    expect(moving("opacity:0.5;transform:scale(0.4)")).toBe(true);
    expect(moving("opacity:0")).toBe(true);
    expect(moving("opacity:1;transform:none")).toBe(false);
  });

  it("holds what each part animates: the bag's marker, a covered tile, the die", () => {
    const html = (key: string) => renderToStaticMarkup(MID_GAME[key] as ReactElement);
    expect(html("Oh My Word's players (the bag's marker)")).toContain("Has the bag");
    expect(html("the table display's players")).toContain("has the bag");
    expect(html("Oh My Word's board (a covered category)")).toContain("Mango");
    expect(html("BuyWord's round (the die)")).toContain("Die:");
  });
});
