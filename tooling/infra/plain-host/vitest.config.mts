import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The plain-host deploy test: run by scripts/test.mjs after the browser tests, whose
// production build it reuses (turbo's cache), not by the main vitest run.
export default defineConfig({
  test: {
    name: "plain-host",
    root: fileURLToPath(new URL("..", import.meta.url)),
    include: ["plain-host/*.test.ts"],
    testTimeout: 600_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
