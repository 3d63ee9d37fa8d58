import type { Prisma } from "@wordhall/db";
import type { AnyGameModule } from "@wordhall/engine";
import { z } from "zod";

/** JSONB columns take plain JSON; engine states are plain data by design. */
export function toJson(value: unknown): Prisma.InputJsonValue {
  return value as Prisma.InputJsonValue;
}

/** When the scheduler must next act on this game, or null when nothing is pending. */
export function earliestDeadline(module: AnyGameModule, state: unknown): Date | null {
  const first = module.deadlines(state)[0];
  return first ? new Date(first.at) : null;
}

// Rows read back from the database are checked before the engine trusts them.
export const gameRowSchema = z.object({
  id: z.string(),
  kind: z.enum(["oh_my_word", "buyword"]),
  status: z.enum(["active", "finished", "aborted"]),
  version: z.number().int().nonnegative(),
  state: z.record(z.string(), z.unknown()),
});
export type GameRow = z.infer<typeof gameRowSchema>;
