import { defineConfig } from "vitest/config";

// One vitest run over every package and app, so the suite ends with a single summary.
// Each project keeps its own vitest.config.mts next to its code.
export default defineConfig({
  test: {
    projects: ["packages/*/vitest.config.mts", "apps/*/vitest.config.mts", "tooling/*/vitest.config.mts"],
  },
});
