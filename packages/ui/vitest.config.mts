import { defineProject } from "vitest/config";

export default defineProject({
  esbuild: { jsx: "automatic" },
  test: {
    name: "ui",
    // Pure code that keeps no process-wide state: the files share their worker's modules
    // instead of importing them all again for every file (the suite's time is much of it imports).
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
    include: ["src/**/*.test.tsx", "src/**/*.test.ts"],
  },
});
