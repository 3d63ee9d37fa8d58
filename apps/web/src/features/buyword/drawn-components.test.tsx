import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Bag } from "./bag";
import { Die, dieWords } from "./die";
import { MoneyChange } from "./money-change";

const pips = (html: string) => html.match(/rounded-full bg-stone-900/g)?.length ?? 0;

describe("the table's components, drawn", () => {
  it("BW-5: the die shows as many pips as tiles to draw, and says so", () => {
    for (const face of [2, 3, 4, 5] as const) {
      const html = renderToStaticMarkup(<Die face={face} count={null} />);
      expect(pips(html)).toBe(face);
      expect(html).toContain(`aria-label="Die: ${face} tiles each"`);
    }
  });

  it("BW-6: the choice face shows a star, then the size the leader chose", () => {
    const open = renderToStaticMarkup(<Die face="choice" count={null} />);
    expect(pips(open)).toBe(0);
    expect(open).toContain("★");
    expect(open).toContain('aria-label="Die: choice (the leader picks)"');
    const chosen = renderToStaticMarkup(<Die face="choice" count={3} />);
    expect(chosen).toContain('aria-label="Die: choice: 3 tiles"');
    expect(chosen).toMatch(/>3<\/span>/);
    expect(dieWords(null, null)).toBe("not rolled yet");
  });

  it("the bag says how many tiles are left; a change of money shows nothing on the first render", () => {
    expect(renderToStaticMarkup(<Bag count={108} />).replace(/<[^>]+>/g, "")).toBe("108 tiles");
    // Drawn on the server (or just opened) there is no change to show yet.
    expect(renderToStaticMarkup(<MoneyChange amount={200} />)).not.toContain("$");
  });
});
