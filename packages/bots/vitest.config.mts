import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "bots",
    include: ["src/**/*.test.ts"],
    globalSetup: ["../words/vitest.global-setup.ts"],
    testTimeout: 60_000,
  },
});
