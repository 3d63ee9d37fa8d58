import type { Db, Prisma } from "@wordhall/db";

/** At most `max` in a window of `window` seconds. */
export type RateWindow = { readonly window: number; readonly max: number };

export type Counted = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one more under `key` in the shared rate_limit table (the one better-auth's limiter
 * uses), so every server instance counts the same. A window starts at the first count after
 * the previous one ended. Concurrent counts of a key, on any instance, queue on its row and
 * each sees the ones before it. Inside a transaction the count is undone if the transaction
 * rolls back, so a refused or failed write costs nothing.
 *
 * Two statements, not one upsert: the table has two unique indexes (the id, which is the key,
 * and the key), and an upsert turns a race into an update only on the one index it names;
 * two first counts of a key at once then failed on the other (a 500 seen in CI, whichever
 * was named). An insert that does nothing on any conflict makes sure the row exists, and the
 * update, which locks it, counts.
 */
export async function countInWindow(
  db: Db | Prisma.TransactionClient,
  key: string,
  limit: RateWindow,
  now = Date.now(),
): Promise<Counted> {
  const windowStart = now - limit.window * 1000;
  await db.$executeRaw`
    INSERT INTO rate_limit (id, key, count, "lastRequest")
    VALUES (${key}, ${key}, 0, ${BigInt(now)})
    ON CONFLICT DO NOTHING`;
  const rows = await db.$queryRaw<{ count: number; lastRequest: bigint }[]>`
    UPDATE rate_limit SET
      count = CASE WHEN "lastRequest" < ${BigInt(windowStart)} THEN 1 ELSE count + 1 END,
      "lastRequest" = CASE WHEN "lastRequest" < ${BigInt(windowStart)} THEN ${BigInt(now)} ELSE "lastRequest" END
    WHERE key = ${key}
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
