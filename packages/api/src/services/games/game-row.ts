import type { Prisma } from "@wordhall/db";
import type { AnyGameModule } from "@wordhall/engine";
import { deadlineGoesFirst } from "@wordhall/timer";

// Rows read back from the database are checked by the game store before the engine trusts them.
export { type GameRow, gameRowSchema } from "@wordhall/db/game-store";

/** JSONB columns take plain JSON; engine states are plain data by design. */
export function toJson(value: unknown): Prisma.InputJsonValue {
  return value as Prisma.InputJsonValue;
}

/**
 * What is stored for the scheduler: the earliest deadline plus the grace it must wait
 * while a lag-compensated action may be on its way (docs/timer.md), or null. With `botAt`,
 * the instant the game's bots move next (services/bots/bot-plan.ts): that, unless an engine
 * deadline goes before it (docs/bots.md, "On the server").
 */
export function scheduledAt(
  module: AnyGameModule,
  state: unknown,
  graceMs: number,
  botAt: number | null = null,
): number | null {
  const first = module.deadlines(state)[0];
  if (botAt !== null && (!first || !deadlineGoesFirst(first.at, botAt))) return botAt;
  return first ? first.at + Math.max(0, graceMs) : null;
}
