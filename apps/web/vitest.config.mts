import { defineProject } from "vitest/config";

// Unit tests of the web app's pure parts (stores, formatting); pages are covered by e2e/.
export default defineProject({
  test: {
    name: "web",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
  },
});
