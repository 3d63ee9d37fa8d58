export { applyMigrations, type MigrateOutcome, MigrationError } from "./apply";
export { createMigration } from "./create";
export { MIGRATIONS_DIR, type MigrationFile, readMigrations, SCHEMA_PATH } from "./migration-files";
