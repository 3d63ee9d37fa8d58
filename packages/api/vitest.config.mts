import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "api",
    // The files share their worker's modules instead of importing the API (routers, auth,
    // database client, engine, words) again for each one: that import was most of the
    // project's time. What a file installs process-wide it sets back (tooling/lint's
    // test-shared-state.test.ts lists those settings and checks).
    isolate: false,
    include: ["src/**/*.test.ts"],
    globalSetup: ["../words/vitest.global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
