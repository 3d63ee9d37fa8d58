// @vitest-environment happy-dom

import { byText, mount, settle } from "@wordhall/ui/dom-testing";
import { useFieldArray, useSchemaForm } from "@wordhall/ui/fields";
import { afterEach, describe, expect, it } from "vitest";
import { CATEGORIES_PER_SIDE, emptySide, type PackDraft, packContentSchema } from "./pack-draft";
import { SideEditor } from "./side-editor";

// "Remove side" in the pack editor, clicked as an author would: a side with text asks first
// and stays unless the author confirms; an empty side goes at once.

const filled: PackDraft["sides"][number] = {
  name: "Kitchen",
  categories: Array.from({ length: CATEGORIES_PER_SIDE }, (_, i) => (i < 3 ? `Spice ${i + 1}` : "")),
};

/** The editor's sides as pack-editor.tsx holds them: one form, one SideEditor per side. */
function Sides({ sides }: { readonly sides: PackDraft["sides"] }) {
  const form = useSchemaForm(packContentSchema, {
    defaultValues: { title: "Pack", description: "", language: "en", sides },
  });
  const list = useFieldArray({ control: form.control, name: "sides" });
  return (
    <>
      {list.fields.map((side, index) => (
        <SideEditor
          key={side.id}
          form={form}
          index={index}
          canRemove={list.fields.length > 1}
          onRemove={() => list.remove(index)}
        />
      ))}
    </>
  );
}

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

const sideHeadings = () => [...document.querySelectorAll("h3")].map((h) => h.textContent);
const question = () => document.querySelector<HTMLElement>('[role="alertdialog"]');
const buttonIn = (root: ParentNode, name: string) =>
  [...root.querySelectorAll("button")].find((b) => b.textContent === name);

async function render(sides: PackDraft["sides"]) {
  cleanup = (await mount(<Sides sides={sides} />)).unmount;
}

describe("removing a side in the pack editor", () => {
  it("asks before removing a side with text; keeping it leaves the side, confirming removes it", async () => {
    await render([emptySide(0), filled]);
    expect(sideHeadings()).toEqual(["Side 1", "Side 2"]);

    await settle(() => byText("button", "Remove side 2").click());
    const asked = question();
    expect(asked?.textContent).toContain("Remove side 2?");
    expect(asked?.textContent).toContain(
      "Remove side 2 “Kitchen” and its 3 categories? This can't be undone.",
    );
    // The safe answer has the focus.
    expect(document.activeElement?.textContent).toBe("Keep it");

    await settle(() => buttonIn(asked as HTMLElement, "Keep it")?.click());
    expect(question()).toBeNull();
    expect(sideHeadings()).toEqual(["Side 1", "Side 2"]);
    expect((document.querySelector('input[value="Kitchen"]') as HTMLInputElement | null)?.value).toBe(
      "Kitchen",
    );

    await settle(() => byText("button", "Remove side 2").click());
    await settle(() => buttonIn(question() as HTMLElement, "Remove side 2")?.click());
    expect(question()).toBeNull();
    expect(sideHeadings()).toEqual(["Side 1"]);
    expect(document.querySelector('input[value="Kitchen"]')).toBeNull();
  });

  it("removes an empty side at once, without asking", async () => {
    await render([filled, emptySide(1)]);
    await settle(() => byText("button", "Remove side 2").click());
    expect(question()).toBeNull();
    expect(sideHeadings()).toEqual(["Side 1"]);
    // The one side left can't be removed: a pack has at least one.
    expect(buttonIn(document, "Remove side 1")).toBeUndefined();
  });
});
