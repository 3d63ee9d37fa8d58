import { randomUUID } from "node:crypto";
import type pg from "pg";
import { type MigrationFile, readMigrations } from "./migration-files";

// The bookkeeping table exactly as Prisma creates it, so `prisma migrate deploy` run by a
// team with internet access sees the same history and agrees with us.
const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

// Any constant works; it only has to be the same for every process that migrates.
const MIGRATION_LOCK_KEY = 72_270_001;

export type MigrateOutcome = {
  readonly applied: string[];
  readonly alreadyApplied: string[];
};

export class MigrationError extends Error {
  override readonly name = "MigrationError";
}

/**
 * Applies every migration folder not yet recorded, in order, each in its own transaction.
 * Safe to run from several processes at once (an advisory lock serialises them) and
 * idempotent: a second run applies nothing.
 */
export async function applyMigrations(
  client: pg.ClientBase,
  migrations: readonly MigrationFile[] = readMigrations(),
): Promise<MigrateOutcome> {
  await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
  try {
    await client.query(CREATE_MIGRATIONS_TABLE);
    const { rows } = await client.query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
    }>(`SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`);
    const recorded = new Map(rows.map((row) => [row.migration_name, row]));
    const applied: string[] = [];
    const alreadyApplied: string[] = [];
    for (const migration of migrations) {
      const row = recorded.get(migration.name);
      if (row) {
        if (row.finished_at === null) {
          throw new MigrationError(
            `Migration ${migration.name} was started but never finished; repair the database and mark it rolled back before migrating again.`,
          );
        }
        if (row.checksum !== migration.checksum) {
          throw new MigrationError(
            `Migration ${migration.name} was edited after it was applied (checksum differs); create a new migration instead.`,
          );
        }
        alreadyApplied.push(migration.name);
        continue;
      }
      if (await applyOne(client, migration)) applied.push(migration.name);
      else alreadyApplied.push(migration.name);
    }
    return { applied, alreadyApplied };
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
  }
}

/** Returns false when another migrator applied it first. */
async function applyOne(client: pg.ClientBase, migration: MigrationFile): Promise<boolean> {
  // PostgreSQL has transactional DDL: a failing migration leaves no half-applied schema and
  // no history row, so fixing the file and re-running is enough.
  await client.query("BEGIN");
  try {
    // The advisory lock serialises migrators on PostgreSQL. The embedded server runs every
    // connection in one backend, where that lock is re-entrant, but it does run one
    // transaction at a time, so checking again inside the transaction closes the race there.
    const again = await client.query(
      `SELECT 1 FROM "_prisma_migrations" WHERE migration_name = $1 AND rolled_back_at IS NULL`,
      [migration.name],
    );
    if (again.rowCount) {
      await client.query("ROLLBACK");
      return false;
    }
    await client.query(migration.sql);
    await client.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
       VALUES ($1, $2, $3, now(), now(), 1)`,
      [randomUUID(), migration.checksum, migration.name],
    );
    await client.query("COMMIT");
    return true;
  } catch (error) {
    await client.query("ROLLBACK");
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(`Migration ${migration.name} failed and was rolled back: ${reason}`);
  }
}
