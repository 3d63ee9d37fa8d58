import { defineProject } from "vitest/config";

// Unit tests of the web app's pure parts (stores, formatting, forms, paths, messages);
// pages and journeys are covered by the browser tests in e2e/.
export default defineProject({
  esbuild: { jsx: "automatic" },
  resolve: { alias: { "~": new URL("./src", import.meta.url).pathname } },
  test: {
    name: "web",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
  },
});
