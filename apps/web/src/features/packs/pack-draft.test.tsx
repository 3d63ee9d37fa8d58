import { describe, expect, it } from "vitest";
import {
  categoriesFromText,
  checkDraft,
  emptyDraft,
  emptySide,
  type PackDraft,
  sideHasText,
} from "./pack-draft";
import { removeSideSentence } from "./side-editor";

function fullDraft(): PackDraft {
  const draft = emptyDraft();
  draft.title = "Kitchen";
  draft.sides[0] = { name: "Front", categories: Array.from({ length: 15 }, (_, i) => `Thing ${i + 1}`) };
  return draft;
}

describe("checkDraft", () => {
  it("accepts a complete side", () => {
    expect(checkDraft(fullDraft()).size).toBe(0);
  });

  it("names the empty title and each empty category by its field", () => {
    const problems = checkDraft(emptyDraft());
    expect(problems.get("title")).toBe("The pack needs a title.");
    expect(problems.get("sides.0.categories.0")).toBe("Categories cannot be empty.");
    expect(problems.get("sides.0.categories.14")).toBe("Categories cannot be empty.");
  });

  it("flags the second of two categories that differ only in case and spacing", () => {
    const draft = fullDraft();
    const side = draft.sides[0];
    if (!side) throw new Error("no side");
    side.categories[7] = "  thing   1 ";
    const problems = checkDraft(draft);
    expect(problems.get("sides.0.categories.7")).toMatch(/already category 1/);
    expect(problems.size).toBe(1);
  });

  it("refuses long categories and a ninth side", () => {
    const draft = fullDraft();
    const side = draft.sides[0];
    if (!side) throw new Error("no side");
    side.categories[2] = "x".repeat(81);
    expect(checkDraft(draft).get("sides.0.categories.2")).toMatch(/at most 80/);
    side.categories[2] = "Thing 3";
    draft.sides = Array.from({ length: 9 }, () => ({ ...side }));
    expect(checkDraft(draft).get("sides")).toMatch(/at most 8 sides/);
  });
});

describe("categoriesFromText", () => {
  it("drops blank lines, bullets and numbering", () => {
    expect(categoriesFromText("1. Fruit\n\n- Tools\n  • Birds \n12) Rivers\r\nCities")).toEqual([
      "Fruit",
      "Tools",
      "Birds",
      "Rivers",
      "Cities",
    ]);
  });
});

describe("removing a side", () => {
  it("asks first when the side holds anything the author wrote", () => {
    expect(sideHasText(emptySide(1))).toBe(false);
    expect(sideHasText({ ...emptySide(1), name: "Side 7" })).toBe(false);
    expect(sideHasText({ ...emptySide(1), name: "Kitchen" })).toBe(true);
    const one = emptySide(0);
    one.categories[14] = "Fruit";
    expect(sideHasText(one)).toBe(true);
    expect(sideHasText({ ...emptySide(0), categories: emptySide(0).categories.map(() => "  ") })).toBe(false);
  });

  it("says what would be lost before a side goes", () => {
    expect(removeSideSentence(1, "Kitchen", 12)).toBe(
      "Remove side 2 “Kitchen” and its 12 categories? This can't be undone.",
    );
    // A default name says nothing the number doesn't.
    expect(removeSideSentence(0, "Side 1", 1)).toBe(
      "Remove side 1 and its 1 category? This can't be undone.",
    );
  });
});
