import { createMigration } from "../migrate/create";

const name = process.argv.slice(2).join("_");
if (!name) {
  console.error("usage: pnpm db:migrate:create <name>   e.g. pnpm db:migrate:create add_room_chat");
  process.exit(2);
}
const started = performance.now();
try {
  const created = await createMigration(name);
  if (!created) {
    console.log("The schema and the committed migrations already agree; no migration written.");
  } else {
    console.log(`Wrote ${created.name}/migration.sql in ${Math.round(performance.now() - started)} ms.`);
    console.log(
      "Review it, add anything Prisma cannot express (triggers, data moves), then run pnpm db:migrate.",
    );
  }
  process.exit(0);
} catch (error) {
  console.error(`Could not create the migration: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
