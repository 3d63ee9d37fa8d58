import { z } from "zod";

/** A pack's content as a moderator decided on it (stored in pack_review.snapshot). */
export const packSnapshotSchema = z.object({
  title: z.string(),
  description: z.string(),
  language: z.string(),
  sides: z.array(z.object({ name: z.string(), categories: z.array(z.string()) })),
});
export type PackSnapshot = z.infer<typeof packSnapshotSchema>;

export function snapshotOf(pack: {
  title: string;
  description: string;
  language: string;
  sides: readonly { name: string; categories: readonly string[] }[];
}): PackSnapshot {
  return {
    title: pack.title,
    description: pack.description,
    language: pack.language,
    sides: pack.sides.map((s) => ({ name: s.name, categories: [...s.categories] })),
  };
}

/** Reviews written before snapshots were kept (or by hand) read as "nothing to compare". */
export function readSnapshot(value: unknown): PackSnapshot | null {
  const parsed = packSnapshotSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export type FieldChange = { readonly from: string; readonly to: string };
export type CategoryChange = { readonly categoryIndex: number; readonly from: string; readonly to: string };
export type SideChange =
  | { readonly sideIndex: number; readonly change: "added"; readonly name: string }
  | { readonly sideIndex: number; readonly change: "removed"; readonly name: string }
  | {
      readonly sideIndex: number;
      readonly change: "changed";
      readonly name: FieldChange | null;
      readonly categories: readonly CategoryChange[];
    };

export type PackDiff = {
  readonly title: FieldChange | null;
  readonly description: FieldChange | null;
  readonly language: FieldChange | null;
  readonly sides: readonly SideChange[];
  /** True when nothing at all changed (a resubmission of the very same content). */
  readonly unchanged: boolean;
};

const field = (from: string, to: string): FieldChange | null => (from === to ? null : { from, to });

/**
 * What changed between two versions of a pack, side by side and category by category, by
 * position: sides and categories are compared at the same index, as players see them.
 */
export function diffPacks(before: PackSnapshot, after: PackSnapshot): PackDiff {
  const sides: SideChange[] = [];
  const count = Math.max(before.sides.length, after.sides.length);
  for (let i = 0; i < count; i++) {
    const old = before.sides[i];
    const now = after.sides[i];
    if (!old && now) sides.push({ sideIndex: i, change: "added", name: now.name });
    else if (old && !now) sides.push({ sideIndex: i, change: "removed", name: old.name });
    else if (old && now) {
      const categories: CategoryChange[] = [];
      const n = Math.max(old.categories.length, now.categories.length);
      for (let c = 0; c < n; c++) {
        const from = old.categories[c] ?? "";
        const to = now.categories[c] ?? "";
        if (from !== to) categories.push({ categoryIndex: c, from, to });
      }
      const name = field(old.name, now.name);
      if (name || categories.length) sides.push({ sideIndex: i, change: "changed", name, categories });
    }
  }
  const title = field(before.title, after.title);
  const description = field(before.description, after.description);
  const language = field(before.language, after.language);
  return {
    title,
    description,
    language,
    sides,
    unchanged: !title && !description && !language && sides.length === 0,
  };
}
