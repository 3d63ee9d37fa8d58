import type { Db, Prisma } from "@wordhall/db";

/** At most `max` in a window of `window` seconds. */
export type RateWindow = { readonly window: number; readonly max: number };

export type Counted = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one more under `key` in the shared rate_limit table (the one better-auth's limiter
 * uses), so every server instance counts the same. A window starts at the first count after
 * the previous one ended. One statement: concurrent counts of a key, on any instance, queue
 * on its row and each sees the ones before it. Inside a transaction the count is undone if
 * the transaction rolls back, so a refused or failed write costs nothing.
 */
export async function countInWindow(
  db: Db | Prisma.TransactionClient,
  key: string,
  limit: RateWindow,
  now = Date.now(),
): Promise<Counted> {
  const windowStart = now - limit.window * 1000;
  const rows = await db.$queryRaw<{ count: number; lastRequest: bigint }[]>`
    INSERT INTO rate_limit (id, key, count, "lastRequest")
    VALUES (${key}, ${key}, 1, ${BigInt(now)})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit."lastRequest" < ${BigInt(windowStart)} THEN 1 ELSE rate_limit.count + 1 END,
      "lastRequest" = CASE WHEN rate_limit."lastRequest" < ${BigInt(windowStart)} THEN ${BigInt(now)} ELSE rate_limit."lastRequest" END
    RETURNING count, "lastRequest"`;
  const row = rows[0];
  if (!row || row.count <= limit.max) return { allowed: true };
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((Number(row.lastRequest) + limit.window * 1000 - now) / 1000),
  );
  return { allowed: false, retryAfterSeconds };
}

/** "42 seconds", "1 second", "7 minutes": when to try again, in words a person reads. */
export function inWords(seconds: number): string {
  if (seconds < 120) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
