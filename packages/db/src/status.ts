import type { Db } from "./client";
import { MIGRATION_NAMES } from "./migrate/migration-names";

export type DatabaseStatus =
  | { readonly ok: true; readonly migrations: number }
  | { readonly ok: false; readonly reason: string };

/** What /api/ready reports: the database answers and has every committed migration. */
export async function databaseStatus(
  db: Db,
  expected: readonly string[] = MIGRATION_NAMES,
): Promise<DatabaseStatus> {
  try {
    const table = await db.$queryRaw<
      { ok: boolean }[]
    >`SELECT to_regclass('"_prisma_migrations"') IS NOT NULL AS ok`;
    if (!table[0]?.ok) return { ok: false, reason: "the database has never been migrated" };
    const rows = await db.$queryRaw<{ migration_name: string }[]>`
      SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
    const applied = new Set(rows.map((row) => row.migration_name));
    const pending = expected.filter((name) => !applied.has(name));
    if (pending.length > 0) return { ok: false, reason: `pending migrations: ${pending.join(", ")}` };
    return { ok: true, migrations: applied.size };
  } catch (error) {
    return {
      ok: false,
      reason: error instanceof Error ? (error.message.split("\n")[0] ?? "error") : String(error),
    };
  }
}
