import { z } from "zod";
import { reasonSchema } from "../packs/pack-moderation-input";
import { REPORT_ACTIONS, REPORT_REASONS } from "./report-reasons";

export const reportTargetSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("pack"), packId: z.uuid("That is not a pack id.") }),
  z.object({ kind: z.literal("user"), userId: z.string().trim().min(1).max(64) }),
]);
export type ReportTarget = z.infer<typeof reportTargetSchema>;

export const reportCreateSchema = z.object({
  target: reportTargetSchema,
  reason: z.enum(REPORT_REASONS, "Choose one of the listed reasons."),
  details: z.string().trim().max(1000, "Details are at most 1000 characters.").optional(),
});

export const reportListSchema = z.object({
  status: z.enum(["open", "resolved", "dismissed"]).optional(),
  /** The id of the last report of the previous page. */
  cursor: z.uuid().optional(),
  limit: z.number().int().min(1).max(100).default(50),
});

export const reportResolveSchema = z.object({
  reportId: z.uuid("That is not a report id."),
  action: z.enum(REPORT_ACTIONS),
  note: reasonSchema,
});
