import { defineProject } from "vitest/config";

// Unit tests of the dashboard's pure parts (how actions read, formatting); pages and journeys
// are covered by the browser tests in e2e/.
export default defineProject({
  esbuild: { jsx: "automatic" },
  resolve: { alias: { "~": new URL("./src", import.meta.url).pathname } },
  test: {
    name: "admin",
    // Pure code that keeps no process-wide state: the files share their worker's modules
    // instead of importing them all again for every file (the suite's time is much of it imports).
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
  },
});
