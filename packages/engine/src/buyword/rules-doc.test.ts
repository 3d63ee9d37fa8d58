/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import rulesDoc from "../../../../docs/rules/buyword.md?raw";

// docs/rules/buyword.md promises that every rule is tested and says where, and how many
// tests. This keeps the promise honest: the rules, the status table and the test titles agree.
const testSources = import.meta.glob("./*.test.ts", {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

const ruleIds = [...rulesDoc.matchAll(/^- \*\*(BW-\d+)\*\*/gm)].map((m) => m[1] as string);
const tableRows = new Map(
  [...rulesDoc.matchAll(/^\| (BW-\d+) \| (yes|no)\b[^|]* \| (.*) \|$/gm)].map((m) => [
    m[1] as string,
    { implemented: m[2] === "yes", tests: m[3] as string },
  ]),
);

const NUMBERS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

/** How many test titles in a file start by citing `id`, e.g. it("BW-7: …") or it(`BW-10, BW-11: …`). */
function citations(source: string, id: string): number {
  let n = 0;
  for (const m of source.matchAll(/it\(\s*["`]((?:BW-\d+(?:, )?)+):/g)) {
    if ((m[1] as string).split(", ").includes(id)) n++;
  }
  return n;
}

describe("docs/rules/buyword.md", () => {
  it("numbers its rules BW-1, BW-2, … without gaps or repeats", () => {
    // Sections group rules by topic, so the ids are not all in order on the page.
    const numbers = ruleIds.map((id) => Number(id.slice(3))).sort((a, b) => a - b);
    expect(numbers.length).toBeGreaterThan(30);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it("lists every rule in the status table; each implemented rule's tests cite it, as many as it says", () => {
    for (const id of ruleIds) {
      const row = tableRows.get(id);
      expect(row, `${id} is missing from the status table`).toBeDefined();
      if (!row?.implemented) continue;
      // `file.test.ts` "BW-n…" names a file whose titles cite the rule; "(three tests)" counts them.
      const cited = [...row.tests.matchAll(/`([\w.-]+\.test\.ts)` "(BW-\d+)[^"]*"(?: \((\w+) tests?\b)?/g)];
      expect(cited.length, `${id} names no test that cites it`).toBeGreaterThan(0);
      for (const [, file, citedId, count] of cited) {
        if (citedId !== id) continue;
        const source = testSources[`./${file}`];
        expect(source, `${id}: there is no ${file}`).toBeDefined();
        const found = citations(source ?? "", id);
        const promised = count === undefined ? 1 : (NUMBERS[count] ?? Number.NaN);
        if (count === undefined) expect(found, `${file} does not cite ${id}`).toBeGreaterThanOrEqual(1);
        else
          expect(found, `${file}: ${id} is cited by ${found} tests, the table says ${count}`).toBe(promised);
      }
      for (const [, file] of row.tests.matchAll(/`([\w.-]+\.test\.ts)`/g)) {
        expect(testSources[`./${file}`], `${id}: there is no ${file}`).toBeDefined();
      }
    }
    for (const id of tableRows.keys()) expect(ruleIds).toContain(id);
  });
});
