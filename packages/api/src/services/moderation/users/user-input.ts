import { z } from "zod";
import { ROLES } from "../../../auth/roles";
import { reasonSchema } from "../packs/pack-moderation-input";

const userId = z.string().trim().min(1, "That is not a user id.").max(64, "That is not a user id.");

export const userSearchSchema = z.object({
  /** Part of a name or e-mail address, or a whole user id; empty lists everyone. */
  query: z.string().trim().max(100, "Search for at most 100 characters."),
  /** The id of the last user of the previous page. */
  cursor: z.string().trim().min(1).max(64).optional(),
  limit: z.number().int().min(1).max(100).default(50),
});

export const userRefSchema = z.object({ userId });
export const userSetRoleSchema = z.object({ userId, role: z.enum(ROLES), reason: reasonSchema });
export const userSuspensionSchema = z.object({ userId, reason: reasonSchema });
