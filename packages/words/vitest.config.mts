import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "words",
    include: ["src/**/*.test.ts"],
    // The lexicon .bin files are build output (git-ignored); build any that a fresh clone lacks.
    globalSetup: ["./vitest.global-setup.ts"],
  },
});
