import { ohMyWord } from "@wordhall/engine";
import { OmwTable } from "@wordhall/engine/oh-my-word/testing";
import { BoardSideGrid, TILE_WORD } from "@wordhall/ui";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OmwCategory } from "../learn/figures";
import { BoardGrid } from "./board-grid";
import { DisplayBoards } from "./display-boards";
import { seatNamer } from "./table-model";

// Every place that draws a category word in a tile, with a pack's longest possible word (80
// letters, no space to break at). Each tile must be allowed to be narrower than that word and
// break it (TILE_WORD); e2e/packs.spec.ts and e2e/omw-phone-first-screen.spec.ts measure the
// real pages on a phone. A new tile-drawer belongs in this list.

const LONG = "Pneumonoultramicroscopicsilicovolcanoconiosis".padEnd(80, "x");
const TERM = `M${"ango".repeat(19)}`;

/** A table whose board has the long word twice: one covered with a long term, one still open. */
function longWordTable() {
  const t = new OmwTable({
    seats: 2,
    firstSeat: 0,
    boards: [{ kind: "custom", title: "Long words", categories: [LONG, `${LONG.slice(0, 79)}y`, "Tea"] }],
    tiles: { letters: { M: 20 }, reverse: 0 },
  });
  t.must(0, { type: "draw" }, t.now + 10);
  t.must(0, { type: "claim", category: 0, term: TERM }, t.now + 10);
  return t;
}

const t = longWordTable();
const view = ohMyWord.view(t.state, 0);
const name = seatNamer([], 0);

const DRAWERS: Record<string, ReactElement> = {
  "the table's board": <BoardGrid view={view} name={name} onPick={null} picked={null} />,
  "the table's board while picking": <BoardGrid view={view} name={name} onPick={() => {}} picked={1} />,
  "the table display": <DisplayBoards view={ohMyWord.view(t.state, null)} name={seatNamer([], null)} />,
  "a pack's side (editor preview, pack page, landing, admin review)": (
    <BoardSideGrid name="Long words" categories={[LONG, "Tea"]} />
  ),
  "how to play, an open category": <OmwCategory text={LONG} />,
  "how to play, a covered category": <OmwCategory text={LONG} cover={{ letter: "M", term: TERM }} />,
};

/** The class lists of the elements marked as tiles. */
const tileClasses = (html: string) =>
  [...html.matchAll(/<[a-z]+ [^>]*?data-omw-tile="true"[^>]*>/g)].map(
    (m) => /class="([^"]*)"/.exec(m[0])?.[1]?.split(" ") ?? [],
  );

describe("a category word's tile", () => {
  it.each(Object.entries(DRAWERS))("in %s lets the longest word wrap inside it", (_, element) => {
    const html = renderToStaticMarkup(element);
    expect(html).toContain(LONG);
    const tiles = tileClasses(html);
    expect(tiles.length).toBeGreaterThan(0);
    for (const classes of tiles) for (const c of TILE_WORD.split(" ")) expect(classes).toContain(c);
  });

  it("is marked on every tile that shows a category, so the browser checks find them all", () => {
    const html = renderToStaticMarkup(DRAWERS["the table's board"] as ReactElement);
    expect(tileClasses(html)).toHaveLength(view.categoryCount);
  });
});
