import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { PGlite } from "@electric-sql/pglite";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";

// Prisma's schema engine compiled to WebAssembly, driven through a driver adapter: the only
// way to diff schemas on machines where the native engine can't be downloaded. Its
// databases are throw-away in-memory PGlite instances, so creating a migration needs no
// PostgreSQL server at all (docs/adr/0002-offline-migrations.md).

type SchemaEngineModule = typeof import("@prisma/schema-engine-wasm/schema_engine_bg");
type SchemaEngine = Awaited<ReturnType<SchemaEngineModule["SchemaEngine"]["new"]>>;

let loaded: Promise<SchemaEngineModule> | undefined;

/** Loads the wasm module once per process. */
function loadModule(): Promise<SchemaEngineModule> {
  loaded ??= (async () => {
    const require = createRequire(import.meta.url);
    const gluePath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const glue = (await import(gluePath)) as SchemaEngineModule & { __wbg_set_wasm(exports: unknown): void };
    const bytes = readFileSync(gluePath.replace(/\.js$/, ".wasm"));
    const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": glue });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports as unknown as { __wbindgen_start(): void }).__wbindgen_start();
    return glue;
  })();
  return loaded;
}

function inMemoryAdapterFactory() {
  const opened: PGlite[] = [];
  const open = () => {
    const db = new PGlite();
    opened.push(db);
    return new PrismaPGlite(db).connect();
  };
  const factory = bindMigrationAwareSqlAdapterFactory({
    provider: "postgres",
    adapterName: "pglite-shadow",
    connect: open,
    connectToShadowDb: open,
  } as unknown as Parameters<typeof bindMigrationAwareSqlAdapterFactory>[0]);
  const close = async () => {
    await Promise.all(opened.map((db) => db.close()));
  };
  return { factory, close };
}

export type MigrationSource = { readonly name: string; readonly sql: string };

/**
 * The SQL that takes a database built from `migrations` to the state described by `schema`,
 * or an empty string when they already agree.
 */
export async function diffMigrationsToSchema(
  schema: string,
  migrations: readonly MigrationSource[],
  migrationsDir: string,
): Promise<string> {
  const mod = await loadModule();
  const { factory, close } = inMemoryAdapterFactory();
  let engine: SchemaEngine | undefined;
  try {
    engine = await mod.SchemaEngine.new({ datamodels: [["schema.prisma", schema]] }, () => {}, factory);
    const from =
      migrations.length === 0
        ? ({ tag: "empty" } as const)
        : ({
            tag: "migrations",
            baseDir: migrationsDir,
            lockfile: { path: "migration_lock.toml", content: 'provider = "postgresql"\n' },
            shadowDbInitScript: "",
            migrationDirectories: migrations.map((m) => ({
              path: m.name,
              migrationFile: { path: "migration.sql", content: { tag: "ok" as const, value: m.sql } },
            })),
          } as const);
    const result = await engine.diff({
      from,
      to: { tag: "schemaDatamodel", files: [{ path: "schema.prisma", content: schema }] },
      script: true,
      exitCode: null,
      filters: { externalTables: [], externalEnums: [] },
    });
    const sql = result.stdout ?? "";
    return /^\s*(--.*\n?|\s)*$/.test(sql) || sql.includes("This is an empty migration.") ? "" : sql;
  } finally {
    engine?.free();
    await close();
  }
}
