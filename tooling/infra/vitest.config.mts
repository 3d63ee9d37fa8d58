import { defineProject } from "vitest/config";

export default defineProject({
  test: { name: "infra", include: ["*.test.ts"], testTimeout: 60_000 },
});
