import { multiLineText } from "@wordhall/validators";
import { z } from "zod";
import { CATEGORIES_PER_SIDE, categorySchema, MAX_SIDES } from "../../packs/pack-input";

const packId = z.uuid("That is not a pack id.");
/**
 * Why a moderator did something. Two texts, never mixed: the reason shown to the person the
 * decision is about (a pack's author, a game's players), and the note for the audit log,
 * which only moderators read (it may name the reporter, or say what the author must not).
 */
export const reasonSchema = multiLineText({
  label: "Reasons",
  min: 3,
  max: 1000,
  empty: "Give a reason of at least 3 characters.",
  tooShort: "Give a reason of at least 3 characters.",
});

/** The audit log's note when the decision also has a reason for the person it is about. */
export const optionalNoteSchema = multiLineText({ label: "Notes", min: 0, max: 1000 })
  .optional()
  .transform((note) => note || null);

export const packRefSchema = z.object({ packId });

/** Moderators decide on the revision (pack version) they looked at; a newer one is refused. */
export const packDecisionSchema = z.object({ packId, revision: z.number().int().min(1).max(2_000_000_000) });

export const packRejectSchema = packDecisionSchema.extend({
  reasonForAuthor: reasonSchema,
  note: optionalNoteSchema,
});

export const packFixSchema = z.object({
  sideIndex: z
    .number()
    .int()
    .min(0)
    .max(MAX_SIDES - 1),
  categoryIndex: z
    .number()
    .int()
    .min(0)
    .max(CATEGORIES_PER_SIDE - 1),
  text: categorySchema,
});
export type PackFix = z.infer<typeof packFixSchema>;

export const packFixAndApproveSchema = packDecisionSchema.extend({
  fixes: z.array(packFixSchema).min(1, "List at least one fix.").max(60, "At most 60 fixes at once."),
  reasonForAuthor: multiLineText({ label: "Reasons", min: 0, max: 1000 })
    .optional()
    .transform((reason) => reason || null),
  note: optionalNoteSchema,
});

export const packUnpublishSchema = z.object({
  packId,
  reasonForAuthor: reasonSchema,
  note: optionalNoteSchema,
});

export const packFeatureSchema = z.object({ packId, featured: z.boolean() });
