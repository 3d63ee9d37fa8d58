import { FormTextField } from "@wordhall/ui/fields";
import { renderSubmitted } from "@wordhall/ui/testing";
import { describe, expect, it } from "vitest";
import {
  categoriesFromText,
  emptyDraft,
  emptySide,
  type PackDraft,
  packContentSchema,
  sideHasText,
} from "./pack-draft";
import { removeSideSentence, SideEditor } from "./side-editor";

function fullDraft(): PackDraft {
  const draft = emptyDraft();
  draft.title = "Kitchen";
  draft.sides[0] = { name: "Front", categories: Array.from({ length: 15 }, (_, i) => `Thing ${i + 1}`) };
  return draft;
}

// The pack form as the author leaves it after pressing save: the server's pack schema has
// checked it, and each sentence shows beside its field.
const afterSave = (draft: PackDraft) =>
  renderSubmitted(packContentSchema, draft, (form) => (
    <>
      <FormTextField form={form} name="title" id="title" label="Title" />
      <SideEditor form={form} index={0} canRemove={false} onRemove={() => {}} />
    </>
  ));

/** The sentence shown under the field labelled `label`, or null. */
function errorBeside(html: string, label: string): string | null {
  const id = html.match(new RegExp(`<label for="([^"]+)"[^>]*>${label}</label>`))?.[1];
  if (!id) throw new Error(`no field labelled ${label}`);
  const input = html.match(new RegExp(`<input id="${id}"[^>]*>`))?.[0] ?? "";
  const error = html.match(new RegExp(`<p id="${id}-error"[^>]*>([^<]*)</p>`))?.[1] ?? null;
  if (error !== null) {
    expect(input).toContain('aria-invalid="true"');
    expect(input).toMatch(new RegExp(`aria-describedby="${id}-error`));
  }
  return error?.replaceAll("&quot;", '"') ?? null;
}

describe("the pack form, checked by the server's pack schema", () => {
  it("accepts a complete side", async () => {
    const html = await afterSave(fullDraft());
    expect(html).not.toContain("-error");
    expect(html).not.toContain('aria-invalid="true"');
  });

  it("names the empty title and each empty category beside its field", async () => {
    const html = await afterSave(emptyDraft());
    expect(errorBeside(html, "Title")).toBe("The pack needs a title.");
    expect(errorBeside(html, "Category 1")).toBe("Categories cannot be empty.");
    expect(errorBeside(html, "Category 15")).toBe("Categories cannot be empty.");
    expect(errorBeside(html, "Side 1 name")).toBeNull();
  });

  it("flags the second of two categories that differ only in case and spacing", async () => {
    const draft = fullDraft();
    const side = draft.sides[0];
    if (!side) throw new Error("no side");
    side.categories[7] = "  thing   1 ";
    const html = await afterSave(draft);
    expect(errorBeside(html, "Category 8")).toMatch(/already category 1/);
    expect(errorBeside(html, "Category 1")).toBeNull();
  });

  it("keeps a long category whole, counts it and refuses it with the schema's limit", async () => {
    const draft = fullDraft();
    const side = draft.sides[0];
    if (!side) throw new Error("no side");
    side.categories[2] = "x".repeat(81);
    const html = await afterSave(draft);
    expect(errorBeside(html, "Category 3")).toBe("Categories are at most 80 characters.");
    expect(html).toContain(`value="${"x".repeat(81)}"`);
    expect(html).toContain("81 / 80");
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
