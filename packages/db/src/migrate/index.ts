export { applyMigrations, MigrationError, type MigrateOutcome } from "./apply";
export { createMigration } from "./create";
export { MIGRATIONS_DIR, readMigrations, SCHEMA_PATH, type MigrationFile } from "./migration-files";
