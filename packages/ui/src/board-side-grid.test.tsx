import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BoardSideGrid } from "./board-side-grid";
import { TILE_WORD } from "./tile-word";

const LONG = "LlanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogochLlanfairpwllgwyngyllgo";

describe("BoardSideGrid", () => {
  it("shows every category in its own tile, under the side's name", () => {
    const html = renderToStaticMarkup(
      <BoardSideGrid name="Front" categories={["Fruit", "Sport", "Colour"]} />,
    );
    expect(html).toContain('aria-label="Front"');
    for (const word of ["Fruit", "Sport", "Colour"]) expect(html).toContain(`>${word}</li>`);
    expect(html.match(/<li data-omw-tile="true"/g)).toHaveLength(3);
  });

  it("lets a long word wrap inside its tile, and the side shrink inside its grid", () => {
    expect(LONG).toHaveLength(80);
    const html = renderToStaticMarkup(<BoardSideGrid name={LONG.slice(0, 60)} categories={[LONG, "Tea"]} />);
    const tiles = [...html.matchAll(/<li data-omw-tile="true" class="([^"]*)"/g)].map((m) => m[1] ?? "");
    expect(tiles).toHaveLength(2);
    for (const classes of tiles)
      for (const c of TILE_WORD.split(" ")) expect(classes.split(" ")).toContain(c);
    expect(html).toMatch(/<section[^>]*class="min-w-0 /);
    expect(html).toMatch(/<h3 class="[^"]*wrap-anywhere/);
  });

  it("keeps a repeated word as two tiles (an editor's preview while typing)", () => {
    const html = renderToStaticMarkup(<BoardSideGrid name="Side 1" categories={["Tea", "Tea"]} />);
    expect(html.match(/>Tea<\/li>/g)).toHaveLength(2);
  });
});
