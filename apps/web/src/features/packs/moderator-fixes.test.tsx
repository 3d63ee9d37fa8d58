import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ModeratorFixes } from "./moderator-fixes";

const text = (html: string) => html.replace(/<[^>]+>/g, "");

describe("what the author is told after a fix and approve", () => {
  it("lists each changed category, before and after, with the note", () => {
    const html = renderToStaticMarkup(
      <ModeratorFixes
        review={{
          decision: "fixed_and_approved",
          reason: "Fixed a typo.",
          fixes: [{ sideIndex: 1, categoryIndex: 2, from: "Wisk", to: "Whisk" }],
        }}
        sides={[{ name: "Spices" }, { name: "Tools" }]}
      />,
    );
    expect(text(html)).toContain("The moderator corrected 1 category before approving");
    expect(text(html)).toContain("Tools, category 3: “Wisk” → “Whisk”");
    expect(text(html)).toContain("Their note: Fixed a typo.");
  });

  it("tells the author even when the moderator left no note, and nothing for other decisions", () => {
    const html = renderToStaticMarkup(
      <ModeratorFixes
        review={{
          decision: "fixed_and_approved",
          reason: null,
          fixes: [{ sideIndex: 0, categoryIndex: 0, from: "a", to: "b" }],
        }}
        sides={[{ name: "One" }]}
      />,
    );
    expect(text(html)).toContain("One, category 1: “a” → “b”");
    expect(
      renderToStaticMarkup(<ModeratorFixes review={{ decision: "approved", reason: null }} sides={[]} />),
    ).toBe("");
  });
});
