import { singleLineText } from "@wordhall/validators";
import { z } from "zod";
import { ROLES } from "../../../auth/roles";
import { userIdSchema as userId } from "../../ids";
import { reasonSchema } from "../packs/pack-moderation-input";

export const userSearchSchema = z.object({
  /** Part of a name or e-mail address, or a whole user id; empty lists everyone. */
  query: singleLineText({
    label: "Searches",
    min: 0,
    max: 100,
    shownToOthers: false,
    tooLong: "Search for at most 100 characters.",
  }),
  /** The id of the last user of the previous page. */
  cursor: userId.optional(),
  limit: z.number().int().min(1).max(100).default(50),
});

export const userRefSchema = z.object({ userId });
export const userSetRoleSchema = z.object({ userId, role: z.enum(ROLES), reason: reasonSchema });
export const userSuspensionSchema = z.object({ userId, reason: reasonSchema });
