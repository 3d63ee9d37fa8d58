import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// docs/rules/bots.md promises that every rule id is tested and says where. This keeps the
// promise honest: the rules, the status table and the test titles must agree. The tests live
// here and beside the game server's process tests.
const root = fileURLToPath(new URL("../../../../../", import.meta.url));
const doc = readFileSync(join(root, "docs/rules/bots.md"), "utf8");
const TEST_DIRS = ["packages/api/src/services/bots", "apps/game-server/src"];

const ruleIds = [...doc.matchAll(/^- \*\*(BOT-\d+)\*\*/gm)].map((m) => m[1] as string);
const tableRows = new Map(
  [...doc.matchAll(/^\| (BOT-\d+) \| (implemented|not implemented) \| (.*) \|$/gm)].map((m) => [
    m[1] as string,
    { status: m[2] as string, tests: m[3] as string },
  ]),
);

/** Ids cited at the start of test titles, e.g. it("BOT-4: …") or it("BOT-3/BOT-6: …"). */
function cited(): Map<string, Set<string>> {
  const byFile = new Map<string, Set<string>>();
  for (const dir of TEST_DIRS) {
    for (const file of readdirSync(join(root, dir)).filter((f) => f.endsWith(".test.ts"))) {
      const ids = new Set<string>();
      for (const m of readFileSync(join(root, dir, file), "utf8").matchAll(
        /it\(\s*["`]((?:BOT-\d+\/?)+):/g,
      )) {
        for (const id of (m[1] as string).split("/")) ids.add(id);
      }
      byFile.set(file, ids);
    }
  }
  return byFile;
}

describe("docs/rules/bots.md", () => {
  it("numbers its rules BOT-1, BOT-2, … without gaps or repeats", () => {
    const numbers = ruleIds.map((id) => Number(id.slice(4))).sort((a, b) => a - b);
    expect(numbers.length).toBeGreaterThan(5);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it("lists every rule in the status table, and every implemented rule is cited by a test in the file it names", () => {
    const byFile = cited();
    for (const id of ruleIds) {
      const row = tableRows.get(id);
      expect(row, `${id} is missing from the status table`).toBeDefined();
      if (row?.status !== "implemented") continue;
      const files = [...row.tests.matchAll(/`([\w.-]+\.test\.ts)`/g)].map((m) => m[1] as string);
      expect(files.length, `${id} names no test`).toBeGreaterThan(0);
      for (const file of files) expect(byFile.get(file)?.has(id), `${file} does not cite ${id}`).toBe(true);
    }
    for (const id of tableRows.keys()) expect(ruleIds).toContain(id);
  });
});
