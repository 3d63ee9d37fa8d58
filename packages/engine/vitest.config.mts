import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "engine",
    // Pure code that keeps no process-wide state: the files share their worker's modules
    // instead of importing them all again for every file (the suite's time is much of it imports).
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
    include: ["src/**/*.test.ts"],
    // BuyWord judges words with the words package's lexicons, which are build output.
    globalSetup: ["../words/vitest.global-setup.ts"],
    // Property tests run thousands of games; the machines have two shared cores.
    testTimeout: 60_000,
  },
});
