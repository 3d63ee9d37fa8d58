import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BUILD_LEXICONS_COMMAND, lexiconFileUrl, loadLexicon, setLexiconDirectory } from "./lexicon";

const emptyDir = mkdtempSync(join(tmpdir(), "wordhall-lexicons-"));
afterAll(() => rmSync(emptyDir, { recursive: true, force: true }));

describe("lexicon files", () => {
  it("reads from the package's lexicons folder by default", () => {
    expect(lexiconFileUrl("broad").pathname).toMatch(/\/words\/lexicons\/broad\.bin$/);
  });

  it("says which command builds a missing file", () => {
    setLexiconDirectory(emptyDir);
    expect(lexiconFileUrl("common").pathname).toBe(join(emptyDir, "common.bin"));
    expect(() => loadLexicon("common")).toThrow(`Run \`${BUILD_LEXICONS_COMMAND}\``);
    expect(BUILD_LEXICONS_COMMAND).toBe("pnpm --filter @wordhall/words build");
  });
});
