import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "db",
    include: ["src/**/*.test.ts"],
    // Integration tests open real connections and, on PGlite, start a wasm database.
    globalSetup: ["../words/vitest.global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
