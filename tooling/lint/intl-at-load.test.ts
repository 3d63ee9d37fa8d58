import { relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readSource, sourceFiles } from "./source-files";

// An Intl formatter built at a module's top level is built while the page starts, whether it
// formats anything or not: each loads its locale's data, and four of them took 110–180 ms of a
// room's start-up with the CPU slowed 4× (docs/web.md, "The room's first load"). The apps and
// the packages they load make formatters on first use instead (`lazily` from `@wordhall/ui`).

const root = resolve(fileURLToPath(import.meta.url), "../../..");
const PLACES = [
  "apps/web/src",
  "apps/admin/src",
  "packages/ui/src",
  "packages/client/src",
  "packages/engine/src",
];

/** Top-level declarations whose value is a `new Intl.…` (biome keeps `= new Intl.X(` on one line). */
function builtAtLoad(text: string): string[] {
  const found: string[] = [];
  let depth = 0;
  for (const line of text.split("\n")) {
    const code = line.replace(/\/\/.*$/, "");
    if (depth === 0 && /^(export )?(const|let|var) \w+(: [^=]+)? = new Intl\./.test(code))
      found.push(line.trim());
    for (const c of code) depth += c === "{" ? 1 : c === "}" ? -1 : 0;
  }
  return found;
}

describe("Intl formatters", () => {
  it("are not built when a module loads", () => {
    const offenders = PLACES.flatMap((place) =>
      sourceFiles(resolve(root, place)).flatMap((path) =>
        builtAtLoad(readSource(path)).map((line) => `${relative(root, path)}: ${line}`),
      ),
    );
    expect(offenders).toEqual([]);
  });

  it("would notice one", () => {
    expect(builtAtLoad('const day = new Intl.DateTimeFormat("en-GB");')).toHaveLength(1);
    expect(builtAtLoad('const day = lazily(() => new Intl.DateTimeFormat("en-GB"));')).toEqual([]);
    expect(builtAtLoad("function f() {\n  const d = new Intl.DateTimeFormat();\n}")).toEqual([]);
  });
});
