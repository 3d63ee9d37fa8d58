import { CATEGORIES_PER_SIDE, MAX_SIDES, packContentSchema } from "@wordhall/client/contract";
import type { z } from "zod";

// The editor's working copy of a pack. The form is checked by the server's own schema
// (imported, not copied), so the form and the API can never disagree about what is valid.

export { CATEGORIES_PER_SIDE, MAX_SIDES, packContentSchema };

/** The form's values: every field as typed (the schema's input). */
export type PackDraft = z.input<typeof packContentSchema>;
export type DraftSide = PackDraft["sides"][number];
/** What the schema makes of them: trimmed, normalised, ready for packs.create / packs.update. */
export type PackOutput = z.output<typeof packContentSchema>;

export function emptySide(index: number): DraftSide {
  return { name: `Side ${index + 1}`, categories: Array.from({ length: CATEGORIES_PER_SIDE }, () => "") };
}

export function emptyDraft(): PackDraft {
  return { title: "", description: "", language: "en", sides: [emptySide(0)] };
}

/**
 * Splits pasted text into categories: one a line, list markers and numbering dropped, so a
 * list copied from a document fills a side in one go.
 */
export function categoriesFromText(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, "").trim())
    .filter((line) => line.length > 0);
}

/**
 * Whether removing this side would lose something the author wrote: any category, or a name
 * other than the "Side N" a new side gets. Such a side is removed only after a confirmation.
 */
export function sideHasText(side: DraftSide): boolean {
  const name = side.name.trim();
  return side.categories.some((c) => c.trim() !== "") || (name !== "" && !/^Side \d+$/.test(name));
}
