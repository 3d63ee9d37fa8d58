import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "game-server",
    include: ["src/**/*.test.ts"],
    globalSetup: ["../../packages/words/vitest.global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
