import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { MIGRATIONS_DIR, readMigrations, SCHEMA_PATH } from "./migration-files";
import { writeMigrationNames } from "./migration-names-file";
import { diffMigrationsToSchema } from "./schema-engine";

export type CreatedMigration = { readonly name: string; readonly path: string; readonly sql: string } | null;

function timestamp(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`;
}

/**
 * Writes a new migration folder with the SQL that brings the committed migrations up to the
 * schema, the way `prisma migrate dev --create-only` names it. Returns null when the schema
 * and the migrations already agree.
 */
export async function createMigration(
  name: string,
  options: { now?: Date; dir?: string; schemaPath?: string } = {},
): Promise<CreatedMigration> {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");
  if (!slug) throw new Error("Give the migration a name made of letters or digits, e.g. `add_chat`.");
  const dir = options.dir ?? MIGRATIONS_DIR;
  const schema = readFileSync(options.schemaPath ?? SCHEMA_PATH, "utf8");
  const existing = readMigrations(dir);
  const sql = await diffMigrationsToSchema(schema, existing, dir);
  if (!sql) return null;
  const folder = `${timestamp(options.now ?? new Date())}_${slug}`;
  mkdirSync(join(dir, folder), { recursive: true });
  const path = join(dir, folder, "migration.sql");
  writeFileSync(path, sql);
  writeFileSync(join(dir, "migration_lock.toml"), 'provider = "postgresql"\n');
  if (dir === MIGRATIONS_DIR) writeMigrationNames(readMigrations(dir).map((m) => m.name));
  return { name: folder, path, sql };
}
