import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import {
  BUILD_LEXICONS_COMMAND,
  isLexiconFileCurrent,
  lexiconFileUrl,
  loadLexiconFile,
  setLexiconDirectory,
} from "./lexicon-files";
import { nodeLexicons } from "./node-lexicons";

const packageLexicons = new URL("../../lexicons/", import.meta.url);
const emptyDir = mkdtempSync(join(tmpdir(), "wordhall-lexicons-"));
const copyDir = mkdtempSync(join(tmpdir(), "wordhall-lexicons-"));
copyFileSync(new URL("common.bin", packageLexicons), join(copyDir, "common.bin"));
afterAll(() => {
  rmSync(emptyDir, { recursive: true, force: true });
  rmSync(copyDir, { recursive: true, force: true });
});
afterEach(() => setLexiconDirectory(packageLexicons));

describe("lexicon files", () => {
  it("reads from the package's lexicons folder by default", () => {
    expect(lexiconFileUrl("broad").pathname).toMatch(/\/words\/lexicons\/broad\.bin$/);
    expect(isLexiconFileCurrent("broad")).toBe(true);
  });

  it("says which command builds a missing file", () => {
    setLexiconDirectory(emptyDir);
    expect(lexiconFileUrl("common").pathname).toBe(join(emptyDir, "common.bin"));
    expect(isLexiconFileCurrent("common")).toBe(false);
    expect(() => loadLexiconFile("common")).toThrow(`Run \`${BUILD_LEXICONS_COMMAND}\``);
    expect(BUILD_LEXICONS_COMMAND).toBe("pnpm --filter @wordhall/words build");
  });

  it("names the command for a file in a format it does not read", () => {
    const dir = mkdtempSync(join(tmpdir(), "wordhall-lexicons-"));
    try {
      writeFileSync(join(dir, "broad.bin"), new Uint8Array(64));
      expect(isLexiconFileCurrent("broad", dir)).toBe(false);
      expect(() => loadLexiconFile("broad", dir)).toThrow(/rebuild the lexicons.*Run `pnpm --filter/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reads from a folder given as a path or a file: URL", () => {
    expect(loadLexiconFile("common", copyDir).has("house")).toBe(true);
    expect(loadLexiconFile("common", pathToFileURL(copyDir)).size).toBeGreaterThan(30_000);
  });
});

describe("nodeLexicons", () => {
  it("reads a lexicon when first asked for it and keeps it", () => {
    const lexicons = nodeLexicons(copyDir);
    const common = lexicons.get("common");
    expect(lexicons.get("common")).toBe(common);
    // The folder holds no broad.bin: asking for it reports the missing file.
    expect(() => lexicons.get("broad")).toThrow(/Lexicon "broad" is not built/);
  });

  it("follows setLexiconDirectory when it first reads, not when it was made", () => {
    const lexicons = nodeLexicons(undefined);
    setLexiconDirectory(emptyDir);
    // The process's provider may have read common already in this file; broad it has not.
    expect(() => lexicons.get("broad")).toThrow(join(emptyDir, "broad.bin"));
  });
});
