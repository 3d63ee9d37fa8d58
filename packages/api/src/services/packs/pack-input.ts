import { multiLineText, singleLineText, textKey } from "@wordhall/validators";
import { z } from "zod";

/** The standard board format: every side lists exactly this many categories. */
export const CATEGORIES_PER_SIDE = 15;
export const MAX_SIDES = 8;

// Limits match the engine's custom boards (title ≤ 60, category ≤ 80), so every valid side
// can be played as it is shown.
export const categorySchema = singleLineText({
  label: "Categories",
  max: 80,
  empty: "Categories cannot be empty.",
});

const sideSchema = z
  .object({
    name: singleLineText({ label: "Side names", max: 60, empty: "Every side needs a name." }),
    categories: z
      .array(categorySchema)
      .length(CATEGORIES_PER_SIDE, `Each side has exactly ${CATEGORIES_PER_SIDE} categories.`),
  })
  .superRefine((side, ctx) => {
    const seen = new Map<string, number>();
    side.categories.forEach((text, i) => {
      // "Fruit", " fruit " and "Fru\u200Bit" are the same prompt at a table.
      const key = textKey(text);
      const first = seen.get(key);
      if (first !== undefined) {
        ctx.addIssue({
          code: "custom",
          path: ["categories", i],
          message: `"${text}" is already category ${first + 1} of this side.`,
        });
      } else {
        seen.set(key, i);
      }
    });
  });

export const packContentSchema = z.object({
  title: singleLineText({ label: "Pack titles", max: 80, empty: "The pack needs a title." }),
  description: multiLineText({ label: "Descriptions", min: 0, max: 500 }).default(""),
  language: z
    .string()
    .max(20, "Use a language code such as en or pt-BR.")
    .trim()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, "Use a language code such as en or pt-BR.")
    .default("en"),
  sides: z
    .array(sideSchema)
    .min(1, "A pack has at least one side.")
    .max(MAX_SIDES, `A pack has at most ${MAX_SIDES} sides.`),
});

export type PackContent = z.infer<typeof packContentSchema>;

export const packIdSchema = z.object({ id: z.uuid("That is not a pack id.") });

export const packUpdateSchema = packContentSchema.extend({
  id: z.uuid("That is not a pack id."),
  /** The version the author edited; a stale one is refused instead of overwriting. */
  version: z.number().int().min(1),
});

export const packSubmitSchema = z.object({
  id: z.uuid("That is not a pack id."),
  version: z.number().int().min(1),
});

export const packBrowseSchema = z.object({
  search: singleLineText({ label: "Searches", min: 0, max: 80, shownToOthers: false }).optional(),
  cursor: z.uuid().optional(),
  limit: z.number().int().min(1).max(50).default(20),
});
