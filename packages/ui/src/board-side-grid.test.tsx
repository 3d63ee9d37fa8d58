import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BoardSideGrid } from "./board-side-grid";

describe("BoardSideGrid", () => {
  it("shows every category, and a covered one as its letter", () => {
    const html = renderToStaticMarkup(
      <BoardSideGrid name="Front" categories={["Fruit", "Sport", "Colour"]} covers={{ 1: "T" }} />,
    );
    expect(html).toContain('aria-label="Front"');
    expect(html).toContain(">Fruit<");
    expect(html).toContain(">Colour<");
    expect(html).not.toContain(">Sport<");
    expect(html).toContain('aria-label="Sport, covered with T"');
    expect(html.match(/<li/g)).toHaveLength(3);
  });
});
