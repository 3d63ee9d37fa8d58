import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "timer",
    include: ["src/**/*.test.ts"],
  },
});
