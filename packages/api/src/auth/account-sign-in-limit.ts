import type { Db } from "@wordhall/db";

/**
 * Sign-in attempts per account, across every address and every server instance (the
 * counters are rows of the shared rate_limit table). better-auth already limits per
 * address; this stops one account being guessed at from many addresses.
 */
export type AccountLimit = { readonly window: number; readonly max: number };

export async function takeSignInAttempt(
  db: Db,
  email: string,
  limit: AccountLimit,
  now = Date.now(),
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const key = `sign-in-account:${email.trim().toLowerCase()}`;
  const windowStart = now - limit.window * 1000;
  // One statement, so concurrent attempts on several instances count exactly.
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
