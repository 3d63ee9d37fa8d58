import { readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readSource, sourceFiles } from "./source-files";

// Every process reads its settings through @wordhall/validators/env's parseEnv (empty means
// unset, one line naming every problem): the readers below each kept a copy of that code
// once, and another would drift from them.

const root = resolve(fileURLToPath(import.meta.url), "../../..");

/** The settings readers there are; a new one joins this list and reads through parseEnv. */
const READERS = [
  "apps/admin/src/lib/env.ts",
  "apps/game-server/src/env.ts",
  "apps/web/src/lib/env.ts",
  "packages/api/src/env.ts",
  "packages/db/src/env.ts",
];

const all = ["apps", "packages"].flatMap((top) => sourceFiles(join(root, top)));
const rel = (path: string) => relative(root, path);

describe("settings readers", () => {
  it("are the listed ones, and each reads through parseEnv", () => {
    // A process's own reader: src/env.ts or src/lib/env.ts (not a bench's or a test's helper).
    const readers = all.filter(
      (path) =>
        /^(apps|packages)\/[^/]+\/src\/(lib\/)?env\.ts$/.test(rel(path)) &&
        /process\.env\b/.test(readSource(path)),
    );
    expect(readers.map(rel).sort()).toEqual(READERS);
    for (const path of READERS)
      expect(readFileSync(join(root, path), "utf8"), path).toMatch(
        /\bparseEnv\(schema, source|\bparseEnv\(schema, process\.env/,
      );
  });

  it("nobody else cleans empty values or words the error again", () => {
    const copies = all
      .filter((path) => !rel(path).startsWith("packages/validators/"))
      .filter((path) => {
        const source = readSource(path);
        return /value !== ""\)\)/.test(source) || /`Invalid environment: \$\{/.test(source);
      })
      .map(rel);
    expect(copies).toEqual([]);
  });
});
