import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// One vitest run over every package and app, so the suite ends with a single summary.
// Each project keeps its own vitest.config.mts next to its code.
export default defineConfig({
  test: {
    projects: ["packages/*/vitest.config.mts", "apps/*/vitest.config.mts", "tooling/*/vitest.config.mts"],
    // Vitest's default leaves one core to its main process, which on the two-core machines
    // means one test file at a time. Most of the suite's time is waiting (database round
    // trips, game timers, child processes) and importing, so a file per core fills both.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
