import { defineProject } from "vitest/config";

// Unit tests of the dashboard's pure parts (how actions read, formatting); pages and journeys
// are covered by the browser tests in e2e/.
export default defineProject({
  esbuild: { jsx: "automatic" },
  resolve: { alias: { "~": new URL("./src", import.meta.url).pathname } },
  test: {
    name: "admin",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
  },
});
