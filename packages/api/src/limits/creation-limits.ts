import type { Prisma } from "@wordhall/db";
import { AppError } from "../errors";
import { countInWindow, inWords, type RateWindow } from "./rate-counter";

export type CreationLimit = RateWindow & {
  /** The rate_limit key's prefix; the account's id follows it. */
  readonly key: string;
  /** What the person did `n` times, for the refusal: "opened 10 rooms". */
  readonly did: (n: number) => string;
};

/**
 * How fast one account may create things, per window in seconds. Far above what a person
 * does by hand, low enough that a script can't fill the lobby, the database or the
 * moderators' queue. The caps on what an account holds at once are separate
 * (MAX_HOSTED_ROOMS, MAX_PACKS_PER_USER, REPORTS_PER_DAY; see docs/security.md).
 */
export const CREATION_LIMITS = {
  rooms: { key: "create-room", window: 600, max: 10, did: (n) => `opened ${n} rooms` },
  packs: { key: "create-pack", window: 600, max: 30, did: (n) => `created ${n} packs` },
  packSubmissions: {
    key: "submit-pack",
    window: 600,
    max: 20,
    did: (n) => `submitted ${n} packs for review`,
  },
  /** Across every room; each room also allows CHAT_BURST messages per CHAT_WINDOW_MS. */
  chat: { key: "chat", window: 60, max: 60, did: (n) => `sent ${n} chat messages` },
} as const satisfies Record<string, CreationLimit>;

/**
 * Counts one creation by the account, or refuses it with when to try again. Call it in the
 * transaction that creates, after the other checks: a creation that is refused or fails
 * rolls the count back with it.
 */
export async function takeCreation(
  tx: Prisma.TransactionClient,
  userId: string,
  limit: CreationLimit,
  now = Date.now(),
): Promise<void> {
  const counted = await countInWindow(tx, `${limit.key}:${userId}`, limit, now);
  if (counted.allowed) return;
  throw new AppError("TOO_MANY_REQUESTS", creationRefusal(limit, counted.retryAfterSeconds));
}

/** "You've opened 10 rooms in the last 10 minutes. Try again in 37 seconds." */
export function creationRefusal(limit: CreationLimit, retryAfterSeconds: number): string {
  return `You've ${limit.did(limit.max)} in the last ${span(limit.window)}. Try again in ${inWords(retryAfterSeconds)}.`;
}

function span(seconds: number): string {
  if (seconds % 60 !== 0) return `${seconds} seconds`;
  const minutes = seconds / 60;
  return minutes === 1 ? "minute" : `${minutes} minutes`;
}
