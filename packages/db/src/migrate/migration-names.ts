// Written by `pnpm db:migrate:create`; a test checks it matches prisma/migrations.
// Kept as code so that a bundled server can tell whether its database is migrated
// without reading the migrations folder at run time.
export const MIGRATION_NAMES: readonly string[] = [
  "20261130190821_init",
  "20261130195720_add_room_chat",
  "20261130195824_add_presence",
  "20261130235300_add_moderation",
  "20261201001135_auth_change_notify",
  "20261201213345_report_open_unique",
  "20261201214853_pack_review_note",
  "20261202010246_add_bot_identities",
  "20261202011459_result_rating_change",
  "20261203144522_add_buyword_daily",
  "20261203174617_add_game_guide",
];
