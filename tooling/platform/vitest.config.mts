import { defineProject } from "vitest/config";

export default defineProject({
  test: { name: "platform", include: ["*.test.ts"], testTimeout: 60_000 },
});
