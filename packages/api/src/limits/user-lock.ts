import type { Db, Prisma } from "@wordhall/db";

/**
 * What a lock serialises: each scope is one kind of capped write, so an account opening a
 * room never waits for the same account filing a report.
 */
export const LOCK_SCOPES = ["rooms", "packs", "reports", "lexicon"] as const;
export type LockScope = (typeof LOCK_SCOPES)[number];

const TX_OPTIONS = { maxWait: 10_000, timeout: 15_000 };

/**
 * Takes the transaction-scoped advisory lock of (scope, id): until the transaction ends, any
 * other transaction asking for the same pair waits. A cap's count and the insert it allows
 * must both happen after this, in the same transaction, or concurrent calls all see the
 * count from before any of them inserted. The two-key form keeps these locks apart from
 * single-key advisory locks.
 */
export async function lockFor(tx: Prisma.TransactionClient, scope: LockScope, id: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${scope}), hashtext(${id}))`;
}

/**
 * Runs `write` in a transaction that first takes the user's lock for `scope`. Everything in
 * `write` must go through `tx`: a query on the pool would wait for a connection that the
 * transactions queued on this lock may all be holding.
 */
export function withUserLock<T>(
  db: Db,
  scope: LockScope,
  userId: string,
  write: (tx: Prisma.TransactionClient) => Promise<T>,
): Promise<T> {
  return db.$transaction(async (tx) => {
    await lockFor(tx, scope, userId);
    return write(tx);
  }, TX_OPTIONS);
}
