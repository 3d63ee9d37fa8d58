import { relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readSource, sourceFiles } from "./source-files";

// An Intl formatter built at a module's top level is built while the page starts, whether it
// formats anything or not: each loads its locale's data, and four of them took 110–180 ms of a
// room's start-up with the CPU slowed 4× (docs/web.md, "The room's first load"). The apps and
// the packages they load make formatters on first use instead (`lazily` from `@wordhall/ui`).
//
// The players' pages go further and use no Intl at all: even made on first use, the first
// formatter a page makes loads ICU's data, 55–160 ms with the CPU slowed 4×, inside the task that
// first shows a sum or a date, which is the page's hydration on a table or a replay. They write
// dates and sums with `@wordhall/ui`'s clock-text helpers (docs/web.md, "Text without Intl").
// The admin app keeps its relative times ("3 hours ago") in Intl: it is not a page a phone loads.

const root = resolve(fileURLToPath(import.meta.url), "../../..");
/** Where the players' app and every package it loads in the browser keep their sources. */
const PLAYERS_PAGES = [
  "apps/web/src",
  "packages/ui/src",
  "packages/client/src",
  "packages/engine/src",
  "packages/words/src",
  "packages/validators/src",
  "packages/timer/src",
];

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

/** Lines that use Intl or a locale-aware method of Number, Date or String, comments left out. */
function usesIntl(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, "");
  return code
    .split("\n")
    .map((line) => line.replace(/\/\/.*$/, ""))
    .filter((line) => /\bIntl\.|\.toLocale\w*\(|\.localeCompare\(/.test(line))
    .map((line) => line.trim());
}

/** Every line `find` picks out of the sources under `places`, as "path: line". */
function offendersIn(places: readonly string[], find: (text: string) => string[]): string[] {
  return places.flatMap((place) =>
    sourceFiles(resolve(root, place)).flatMap((path) =>
      find(readSource(path)).map((line) => `${relative(root, path)}: ${line}`),
    ),
  );
}

describe("Intl formatters", () => {
  it("are not built when a module loads", () => {
    expect(offendersIn(PLACES, builtAtLoad)).toEqual([]);
  });

  it("would notice one", () => {
    expect(builtAtLoad('const day = new Intl.DateTimeFormat("en-GB");')).toHaveLength(1);
    expect(builtAtLoad('const day = lazily(() => new Intl.DateTimeFormat("en-GB"));')).toEqual([]);
    expect(builtAtLoad("function f() {\n  const d = new Intl.DateTimeFormat();\n}")).toEqual([]);
  });

  it("are not used at all by the players' pages", () => {
    expect(offendersIn(PLAYERS_PAGES, usesIntl)).toEqual([]);
  });

  it("would notice any use", () => {
    expect(usesIntl('const d = lazily(() => new Intl.DateTimeFormat("en-GB"));')).toHaveLength(1);
    expect(usesIntl('return `$${amount.toLocaleString("en-US")}`;')).toHaveLength(1);
    expect(usesIntl("rows.sort((a, b) => a.name.localeCompare(b.name));")).toHaveLength(1);
    expect(usesIntl("// what Intl.DateTimeFormat would say\n/* toLocaleString() */")).toEqual([]);
  });
});
