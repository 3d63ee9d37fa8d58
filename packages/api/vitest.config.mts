import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "api",
    include: ["src/**/*.test.ts"],
    globalSetup: ["../words/vitest.global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
