import { CATEGORIES_PER_SIDE, MAX_SIDES, packContentSchema } from "@wordhall/client/contract";

// The editor's working copy of a pack and its checks. The checks are the server's own schema
// (imported, not copied), so the form and the API can never disagree about what is valid.

export { CATEGORIES_PER_SIDE, MAX_SIDES };

export type DraftSide = { name: string; categories: string[] };
export type PackDraft = { title: string; description: string; language: string; sides: DraftSide[] };

export function emptySide(index: number): DraftSide {
  return { name: `Side ${index + 1}`, categories: Array.from({ length: CATEGORIES_PER_SIDE }, () => "") };
}

export function emptyDraft(): PackDraft {
  return { title: "", description: "", language: "en", sides: [emptySide(0)] };
}

/** Problems by field path ("title", "sides.0.categories.3", "sides"), first message wins. */
export type DraftProblems = ReadonlyMap<string, string>;

export function checkDraft(draft: PackDraft): DraftProblems {
  const parsed = packContentSchema.safeParse(draft);
  const problems = new Map<string, string>();
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) {
    const key = issue.path.join(".");
    if (!problems.has(key)) problems.set(key, issue.message);
  }
  return problems;
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
