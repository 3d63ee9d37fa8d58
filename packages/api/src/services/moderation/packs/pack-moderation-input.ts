import { z } from "zod";
import { CATEGORIES_PER_SIDE, MAX_SIDES } from "../../packs/pack-input";

const packId = z.uuid("That is not a pack id.");
/** Why a moderator did something: the author (or the audit log's reader) will read it. */
export const reasonSchema = z
  .string()
  .trim()
  .min(3, "Give a reason of at least 3 characters.")
  .max(1000, "Reasons are at most 1000 characters.");

export const packRefSchema = z.object({ packId });

/** Moderators decide on the revision (pack version) they looked at; a newer one is refused. */
export const packDecisionSchema = z.object({ packId, revision: z.number().int().min(1).max(2_000_000_000) });

export const packRejectSchema = packDecisionSchema.extend({ reason: reasonSchema });

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
  text: z
    .string()
    .trim()
    .min(1, "A fixed category cannot be empty.")
    .max(80, "Categories are at most 80 characters."),
});
export type PackFix = z.infer<typeof packFixSchema>;

export const packFixAndApproveSchema = packDecisionSchema.extend({
  fixes: z.array(packFixSchema).min(1, "List at least one fix.").max(60, "At most 60 fixes at once."),
  note: z.string().trim().max(1000, "Notes are at most 1000 characters.").optional(),
});

export const packUnpublishSchema = z.object({ packId, reason: reasonSchema });

export const packFeatureSchema = z.object({ packId, featured: z.boolean() });
