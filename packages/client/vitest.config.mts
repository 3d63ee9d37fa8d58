import { defineProject } from "vitest/config";

export default defineProject({
  esbuild: { jsx: "automatic" },
  test: {
    name: "client",
    include: ["src/**/*.test.ts"],
  },
});
