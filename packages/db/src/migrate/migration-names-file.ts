import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const NAMES_FILE = fileURLToPath(new URL("./migration-names.ts", import.meta.url));

export function writeMigrationNames(names: readonly string[]): void {
  const list = names.map((name) => JSON.stringify(name)).join(", ");
  writeFileSync(
    NAMES_FILE,
    `// Written by \`pnpm db:migrate:create\`; a test checks it matches prisma/migrations.
// Kept as code so that a bundled server can tell whether its database is migrated
// without reading the migrations folder at run time.
export const MIGRATION_NAMES: readonly string[] = [${list}];
`,
  );
}
