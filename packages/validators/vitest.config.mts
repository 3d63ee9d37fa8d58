import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "validators",
    include: ["src/**/*.test.ts"],
  },
});
