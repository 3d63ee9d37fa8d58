import { existsSync, readdirSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readSource, sourceFiles, testFiles } from "./source-files";

// Several vitest projects share one module graph between the test files of a worker
// (`isolate: false`, for speed) and undo stubs before every test (`unstubGlobals`,
// `unstubEnvs`). Two kinds of test then go wrong, depending only on which files a worker
// happens to run together:
// - a test that points a package's process-wide setting elsewhere (the lexicon folder) and
//   never points it back fails every later file of its worker that reads through it;
// - a stub made in beforeAll is already gone when the first test runs, so the guard it was
//   meant to be guards nothing.
// Both were found in packages/engine's lexicons.test.ts by a run with three workers.

const root = resolve(fileURLToPath(import.meta.url), "../../..");

/** The vitest projects whose files share modules, with the stubs they undo before each test. */
function sharedProjects(): { dir: string; unstubs: boolean }[] {
  return ["apps", "packages", "tooling"].flatMap((group) =>
    readdirSync(resolve(root, group)).flatMap((name) => {
      const config = resolve(root, group, name, "vitest.config.mts");
      if (!existsSync(config)) return [];
      const text = readSource(config);
      if (!/isolate:\s*false/.test(text)) return [];
      return [{ dir: dirname(config), unstubs: /unstub(Globals|Envs):\s*true/.test(text) }];
    }),
  );
}

/**
 * The packages' process-wide settings: in a module that keeps a top-level `let`, an exported
 * `set…` function, or any exported function that takes an argument and assigns that `let` with
 * it (`useBotRegistry(registry)`). A getter that fills its `let` on first use takes none. A
 * test that calls one must call it again in afterAll or afterEach.
 */
function processWideSetters(): string[] {
  const setters = new Set<string>();
  for (const path of sourceFiles(resolve(root, "packages"))) {
    const text = readSource(path);
    const lets = [...text.matchAll(/^let (\w+)/gm)].map((m) => m[1] as string);
    if (lets.length === 0) continue;
    for (const m of text.matchAll(/^export function (set[A-Z]\w*)\(/gm)) setters.add(m[1] as string);
    for (const m of text.matchAll(/^export function (\w+)\(([^)]*)\)/gm)) {
      const [, name = "", parameters = ""] = m;
      if (parameters.trim() === "") continue;
      const open = text.indexOf("{", (m.index ?? 0) + m[0].length);
      const body = text.slice(open + 1, closing(text, open + 1));
      if (lets.some((v) => new RegExp(`(^|[^.\\w])${v}\\s*=(?!=)`).test(body))) setters.add(name);
    }
  }
  return [...setters].sort();
}

/**
 * The index of the bracket that closes the one opened just before `start` (brackets matched,
 * strings skipped).
 */
function closing(text: string, start: number): number {
  let depth = 1;
  let i = start;
  let quote: string | null = null;
  for (; i < text.length && depth > 0; i++) {
    const c = text[i] as string;
    if (quote) {
      if (c === "\\") i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'" || c === "`") quote = c;
    else if (c === "(" || c === "{" || c === "[") depth++;
    else if (c === ")" || c === "}" || c === "]") depth--;
  }
  return i - 1;
}

/** The text of each `name(…)` call's arguments in `text`. */
export function callArguments(text: string, name: string): string[] {
  return [...text.matchAll(new RegExp(`\\b${name}\\(`, "g"))].map((m) => {
    const start = (m.index ?? 0) + m[0].length;
    return text.slice(start, closing(text, start));
  });
}

/** What is wrong with one test file of a project that shares modules. */
export function problemsIn(text: string, setters: readonly string[], unstubs: boolean): string[] {
  const problems: string[] = [];
  const once = callArguments(text, "beforeAll").join("\n");
  if (unstubs && /\bvi\.(stubGlobal|stubEnv)\(/.test(once))
    problems.push("stubs in beforeAll, which the project undoes before each test: stub in beforeEach");
  const after = [...callArguments(text, "afterAll"), ...callArguments(text, "afterEach")].join("\n");
  for (const setter of setters) {
    if (new RegExp(`\\b${setter}\\(`).test(text) && !new RegExp(`\\b${setter}\\(`).test(after))
      problems.push(`calls ${setter} and never sets it back in afterAll or afterEach`);
  }
  return problems;
}

describe("test files that share their worker's modules", () => {
  it("know the packages' process-wide settings", () => {
    // If this list changes, the check below covers the new setting too; the list is here so
    // that a reader sees what it covers.
    expect(processWideSetters()).toEqual([
      "setLexiconDirectory",
      "setServiceName",
      "setWordnetDirectory",
      "useBotRegistry",
      "useDailySecret",
    ]);
  });

  it("set back what they change, and stub where the stub lasts", () => {
    const setters = processWideSetters();
    const projects = sharedProjects();
    expect(projects.length).toBeGreaterThan(0);
    const offenders = projects.flatMap(({ dir, unstubs }) =>
      testFiles(dir).flatMap((path) =>
        problemsIn(readSource(path), setters, unstubs).map((p) => `${relative(root, path)}: ${p}`),
      ),
    );
    expect(offenders).toEqual([]);
  });

  it("would notice either mistake", () => {
    const setters = ["setLexiconDirectory"];
    const leaky = 'beforeAll(() => {\n  setLexiconDirectory(new URL("./none/", import.meta.url));\n});';
    expect(problemsIn(leaky, setters, true)).toEqual([
      "calls setLexiconDirectory and never sets it back in afterAll or afterEach",
    ]);
    expect(problemsIn(`${leaky}\nafterAll(() => setLexiconDirectory(null));`, setters, true)).toEqual([]);
    const stubOnce =
      'beforeAll(() => {\n  vi.stubGlobal("fetch", () => {\n    throw new Error("no");\n  });\n});';
    expect(problemsIn(stubOnce, setters, true)).toHaveLength(1);
    expect(problemsIn(stubOnce, setters, false)).toEqual([]);
    expect(problemsIn(stubOnce.replace("beforeAll", "beforeEach"), setters, true)).toEqual([]);
  });
});
