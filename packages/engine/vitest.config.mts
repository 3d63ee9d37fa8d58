import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "engine",
    include: ["src/**/*.test.ts"],
    // BuyWord judges words with the words package's lexicons, which are build output.
    globalSetup: ["../words/vitest.global-setup.ts"],
    // Property tests run thousands of games; the machines have two shared cores.
    testTimeout: 60_000,
  },
});
