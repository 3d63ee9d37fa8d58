import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

// The tree's TypeScript sources for the lint tests that read them. layering.test.ts writes
// short-lived probe files (zz-probe-*) into the same folders while the others run beside it:
// a walk leaves them out, and a file gone between the walk and the read reads as empty.

/** The .ts and .tsx files under `dir` (tests left out), without dependencies, builds and probes. */
export function sourceFiles(dir: string): string[] {
  return typeScriptFiles(dir, (name) => !/\.test\.tsx?$/.test(name));
}

/** The test files under `dir`, without dependencies, builds and probes. */
export function testFiles(dir: string): string[] {
  return typeScriptFiles(dir, (name) => /\.test\.tsx?$/.test(name));
}

function typeScriptFiles(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === "node_modules" || entry.name === ".next" || entry.name.startsWith(".")) return [];
    if (entry.name.startsWith("zz-probe-")) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return typeScriptFiles(path, keep);
    return /\.tsx?$/.test(entry.name) && keep(entry.name) ? [path] : [];
  });
}

/** A file's text, or "" when it went away since the walk. */
export function readSource(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return "";
    throw error;
  }
}
