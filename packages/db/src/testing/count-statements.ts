import { type Db, poolOf } from "../client";

/**
 * Counts the statements a Db's pool sends while `run` runs: the game store's hot paths
 * promise a number of statements per action (one read, one commit for many games), and
 * tests elsewhere check them without reaching for the pool themselves.
 */
export async function countStatements<T>(
  db: Db,
  run: () => Promise<T>,
): Promise<{ result: T; statements: number }> {
  const pool = poolOf(db);
  const query = pool.query;
  let statements = 0;
  pool.query = ((...args: Parameters<typeof query>) => {
    statements++;
    return (query as (...a: unknown[]) => unknown).apply(pool, args);
  }) as typeof query;
  try {
    return { result: await run(), statements };
  } finally {
    pool.query = query;
  }
}
