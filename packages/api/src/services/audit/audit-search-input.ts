import { singleLineText } from "@wordhall/validators";
import { z } from "zod";
import { userIdSchema } from "../ids";
import { AUDIT_ACTIONS } from "./audit-log";

// Client-safe (no server imports): the audit log's filter form checks its fields with it.
export const auditSearchSchema = z
  .object({
    actorId: userIdSchema.optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
    /** Matches the target's id exactly or its name in part (case-insensitive). */
    targetQuery: singleLineText({ label: "Searches", min: 0, max: 100, shownToOthers: false }).optional(),
    from: z.iso.datetime({ offset: true }).max(40).optional(),
    to: z.iso.datetime({ offset: true }).max(40).optional(),
    /** The id of the last entry of the previous page. */
    cursor: z
      .string()
      .max(18, "That is not an audit cursor.")
      .regex(/^\d{1,18}$/, "That is not an audit cursor.")
      .optional(),
    limit: z.number().int().min(1).max(100).default(50),
  })
  .refine((i) => !i.from || !i.to || Date.parse(i.from) <= Date.parse(i.to), {
    message: "The start of the period must come before its end.",
    path: ["from"],
  });
