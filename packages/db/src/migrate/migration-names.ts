// Written by `pnpm db:migrate:create`; a test checks it matches prisma/migrations.
// Kept as code so that a bundled server can tell whether its database is migrated
// without reading the migrations folder at run time.
export const MIGRATION_NAMES: readonly string[] = [
  "20261130190821_init",
  "20261130195720_add_room_chat",
  "20261130195824_add_presence",
  "20261130235300_add_moderation",
  "20261201001135_auth_change_notify",
];
