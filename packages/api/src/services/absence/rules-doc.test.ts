import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// docs/rules/seats.md says which tests check each rule and how many; this keeps it honest,
// as the engine's rules-doc tests do for the games' rules.
const here = new URL(".", import.meta.url);
const doc = readFileSync(new URL("../../../../../docs/rules/seats.md", here), "utf8");
const sources = new Map(
  readdirSync(here)
    .filter((f) => f.endsWith(".test.ts"))
    .map((f) => [f, readFileSync(new URL(f, here), "utf8")]),
);
const NUMBERS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6 };

/** How many test titles in a file start by citing `id`: it("SEAT-2: …"). */
function citations(source: string, id: string): number {
  return [...source.matchAll(/it\(\s*["`]((?:SEAT-\d+(?:, )?)+):/g)].filter((m) =>
    (m[1] as string).split(", ").includes(id),
  ).length;
}

describe("docs/rules/seats.md", () => {
  const ids = [...doc.matchAll(/^- \*\*(SEAT-\d+)\*\*/gm)].map((m) => m[1] as string);
  const rows = new Map(
    [...doc.matchAll(/^\| (SEAT-\d+) \| (yes|no) \| (.*) \|$/gm)].map((m) => [
      m[1] as string,
      m[3] as string,
    ]),
  );

  it("numbers its rules SEAT-1, SEAT-2, … without gaps", () => {
    expect(ids.length).toBeGreaterThanOrEqual(4);
    expect(ids).toEqual(ids.map((_, i) => `SEAT-${i + 1}`));
  });

  it("names for every rule the tests that cite it, as many as it says", () => {
    for (const id of ids) {
      const tested = rows.get(id);
      expect(tested, `${id} is missing from the status table`).toBeDefined();
      const named = [...(tested ?? "").matchAll(/`([\w.-]+\.test\.ts)` "(SEAT-\d+)"(?: \((\w+) tests?\b)?/g)];
      expect(named.length, `${id} names no test`).toBeGreaterThan(0);
      for (const [, file, cited, count] of named) {
        const source = sources.get(file as string);
        expect(source, `there is no ${file}`).toBeDefined();
        const found = citations(source ?? "", cited as string);
        if (count === undefined) expect(found, `${file} does not cite ${cited}`).toBeGreaterThanOrEqual(1);
        else expect(found, `${file} cites ${cited} ${found} times`).toBe(NUMBERS[count]);
      }
    }
    for (const id of rows.keys()) expect(ids).toContain(id);
  });
});
