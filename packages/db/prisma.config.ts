import { fileURLToPath } from "node:url";
import { defineConfig } from "prisma/config";

// `prisma generate` refuses to start unless it can find a schema engine binary, which
// cannot be downloaded on offline machines. Generate only checks that the path exists, so
// point it at this file; migrations never use it (see src/migrate).
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= fileURLToPath(import.meta.url);

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
