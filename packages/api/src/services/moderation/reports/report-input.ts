import { multiLineText } from "@wordhall/validators";
import { z } from "zod";
import { userIdSchema } from "../../ids";
import { reasonSchema } from "../packs/pack-moderation-input";
import { REPORT_ACTIONS, REPORT_REASONS } from "./report-reasons";

export const reportTargetSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("pack"), packId: z.uuid("That is not a pack id.") }),
  z.object({ kind: z.literal("user"), userId: userIdSchema }),
]);
export type ReportTarget = z.infer<typeof reportTargetSchema>;

export const reportCreateSchema = z.object({
  target: reportTargetSchema,
  reason: z.enum(REPORT_REASONS, "Choose a reason."),
  details: multiLineText({ label: "Details", min: 0, max: 1000 }).optional(),
});

export const reportListSchema = z.object({
  status: z.enum(["open", "resolved", "dismissed"]).optional(),
  /** The id of the last report of the previous page. */
  cursor: z.uuid().optional(),
  limit: z.number().int().min(1).max(100).default(50),
});

export const reportResolveSchema = z
  .object({
    reportId: z.uuid("That is not a report id."),
    action: z.enum(REPORT_ACTIONS),
    /** For the audit log and other moderators only. */
    note: multiLineText({
      label: "Notes",
      min: 3,
      max: 1000,
      empty: "Give a note of at least 3 characters.",
      tooShort: "Give a note of at least 3 characters.",
    }),
    /** Shown to the pack's author when the decision unpublishes their pack; only then. */
    reasonForAuthor: reasonSchema.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.action === "unpublish_pack" && !input.reasonForAuthor) {
      ctx.addIssue({
        code: "custom",
        path: ["reasonForAuthor"],
        message: "Give the reason the pack's author will see when it is unpublished.",
      });
    }
  });
