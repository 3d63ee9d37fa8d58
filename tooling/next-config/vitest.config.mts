import { defineProject } from "vitest/config";

export default defineProject({
  test: { name: "next-config", include: ["src/**/*.test.ts"] },
});
