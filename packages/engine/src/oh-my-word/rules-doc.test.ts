/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import rulesDoc from "../../../../docs/rules/oh-my-word.md?raw";

// The rules document promises that every rule id is tested and says where. This keeps the
// promise honest: the list of rules, the status table and the test titles must agree.
const testSources = import.meta.glob("./*.test.ts", {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

const ruleIds = [...rulesDoc.matchAll(/^- \*\*(OMW-\d+)\*\*/gm)].map((m) => m[1] as string);
const tableRows = new Map(
  [...rulesDoc.matchAll(/^\| (OMW-\d+) \| (implemented|not implemented) \| (.*) \|$/gm)].map((m) => [
    m[1] as string,
    { status: m[2] as string, tests: m[3] as string },
  ]),
);

/** Ids cited at the start of test titles, e.g. it("OMW-12: …") or it(`OMW-49: …`). */
function citedIn(source: string): Set<string> {
  const out = new Set<string>();
  for (const m of source.matchAll(/it\(\s*["`]((?:OMW-\d+\/?)+):/g)) {
    for (const id of (m[1] as string).split("/")) out.add(id);
  }
  return out;
}

describe("docs/rules/oh-my-word.md", () => {
  it("numbers its rules OMW-1, OMW-2, … without gaps or repeats", () => {
    expect(ruleIds.length).toBeGreaterThan(40);
    expect(ruleIds).toEqual(ruleIds.map((_, i) => `OMW-${i + 1}`));
  });

  it("lists every rule in the status table, and every implemented rule is cited by a test in the file it names", () => {
    const cited = new Map<string, Set<string>>();
    for (const [file, source] of Object.entries(testSources))
      cited.set(file.replace("./", ""), citedIn(source));
    for (const id of ruleIds) {
      const row = tableRows.get(id);
      expect(row, `${id} is missing from the status table`).toBeDefined();
      if (row?.status !== "implemented") continue;
      const files = [...row.tests.matchAll(/`([\w.-]+\.test\.ts)`/g)].map((m) => m[1] as string);
      expect(files.length, `${id} names no test`).toBeGreaterThan(0);
      for (const file of files) {
        expect(cited.get(file)?.has(id), `${file} does not cite ${id}`).toBe(true);
      }
    }
    for (const id of tableRows.keys()) expect(ruleIds).toContain(id);
  });
});
