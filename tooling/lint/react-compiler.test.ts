import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { transformAsync } from "@babel/core";
import reactCompiler from "babel-plugin-react-compiler";
import { describe, expect, it } from "vitest";
import { readSource, sourceFiles } from "./source-files";

// The web app is built with the React Compiler (apps/web/next.config.ts), which memoises each
// component and hook for us, but silently leaves as it was any function that breaks React's
// rules (a ref written while rendering, state set while rendering, a mutated prop) or that
// uses syntax it does not handle yet (try/finally, among others). The build says nothing
// about them; this test runs the same compiler over every source file of the app and lists
// each function it gave up on, by file and name, with the compiler's reason.

const root = resolve(fileURLToPath(import.meta.url), "../../..");
const app = join(root, "apps/web/src");
// The kit is compiled with the app too (Next compiles the workspace packages it transpiles).
const kit = join(root, "packages/ui/src");

/**
 * Files whose functions may be left uncompiled for syntax the compiler does not handle yet
 * (it says "Todo" or "UnsupportedSyntax"), and why the syntax stays. A rule broken in them
 * still fails the test.
 */
const UNSUPPORTED_SYNTAX_ALLOWED: Readonly<Record<string, string>> = {};

const SYNTAX_ONLY = new Set(["Todo", "UnsupportedSyntax"]);

type Finding = {
  readonly file: string;
  readonly fn: string;
  readonly category: string;
  readonly why: string;
  /** The line the compiler points at, when it says. */
  readonly line?: number | undefined;
};

type Loc = { readonly start: { readonly line: number } } | null | undefined;
type Detail = {
  readonly reason: string;
  readonly category: string;
  readonly description?: string | null;
  readonly loc?: Loc;
  primaryLocation?: () => Loc;
};
type CompilerEvent =
  | { readonly kind: "CompileError"; readonly fnLoc: Loc; readonly detail: Detail }
  | { readonly kind: "CompileDiagnostic"; readonly fnLoc: Loc; readonly detail: Detail }
  | { readonly kind: "PipelineError"; readonly fnLoc: Loc; readonly data: string }
  | { readonly kind: "CompileSuccess"; readonly fnName: string | null }
  | { readonly kind: string };

/** The name of the function that starts on `line` (a component, a hook, or one inside them). */
function functionAt(text: string, line: number | undefined): string {
  if (line === undefined) return "(the module)";
  const source = text.split("\n")[line - 1] ?? "";
  const named = /(?:function\s*\*?\s*|(?:const|let|var)\s+)([A-Za-z_$][\w$]*)/.exec(source);
  return named?.[1] ?? `the function on line ${line}`;
}

/** What the compiler reports about one module: the functions it left alone, and how many it compiled. */
async function compile(
  path: string,
  text: string,
): Promise<{ findings: Finding[]; compiled: number; skipped: string[] }> {
  const file = relative(root, path);
  const findings: Finding[] = [];
  const skipped: string[] = [];
  let compiled = 0;
  const logger = {
    logEvent(_filename: string | null, event: CompilerEvent) {
      if (event.kind === "CompileSuccess") compiled++;
      if (event.kind === "CompileSkip" && "fnLoc" in event)
        skipped.push(functionAt(text, event.fnLoc?.start.line));
      if (event.kind === "PipelineError" && "data" in event) {
        findings.push({
          file,
          fn: functionAt(text, event.fnLoc?.start.line),
          category: "PipelineError",
          why: event.data.split("\n")[0] ?? "",
        });
      }
      if ((event.kind === "CompileError" || event.kind === "CompileDiagnostic") && "detail" in event) {
        const { detail } = event;
        const at = detail.primaryLocation?.() ?? detail.loc;
        findings.push({
          file,
          fn: functionAt(text, (event.fnLoc ?? at)?.start.line),
          category: String(detail.category),
          why: detail.reason,
          line: at?.start.line,
        });
      }
    },
  };
  await transformAsync(text, {
    filename: path,
    babelrc: false,
    configFile: false,
    code: false,
    ast: false,
    // The options Next gives the compiler for `reactCompiler: true` (React 19: no target).
    plugins: [[reactCompiler, { logger, panicThreshold: "none" }]],
    presets: [["@babel/preset-typescript", { isTSX: path.endsWith(".tsx"), allExtensions: true }]],
  });
  return { findings, compiled, skipped };
}

const broken = (f: Finding) => !(f.file in UNSUPPORTED_SYNTAX_ALLOWED && SYNTAX_ONLY.has(f.category));
const line = (f: Finding) =>
  `${f.file}: ${f.fn} (${f.category}${f.line === undefined ? "" : `, line ${f.line}`}) ${f.why}`;

describe("the React Compiler", () => {
  it("compiles every component and hook of the web app", { timeout: 300_000 }, async () => {
    const files = sourceFiles(app).filter((path) => /\.tsx?$/.test(path));
    let compiled = 0;
    const findings: Finding[] = [];
    for (const path of files) {
      const result = await compile(path, readSource(path));
      compiled += result.compiled;
      findings.push(...result.findings);
    }
    expect(findings.filter(broken).map(line)).toEqual([]);
    // Each file allowed its syntax still has it (else it leaves the list).
    const stillNeeded = new Set(findings.filter((f) => !broken(f)).map((f) => f.file));
    expect(Object.keys(UNSUPPORTED_SYNTAX_ALLOWED).filter((file) => !stillNeeded.has(file))).toEqual([]);
    // The app has a few hundred components and hooks: a walk that found none is a broken walk.
    expect(compiled).toBeGreaterThan(200);
  });

  it("leaves useSchemaForm alone: a memo of react-hook-form's form would freeze every form", async () => {
    // useForm returns one object for good and changes what it holds (formState, watch()); the
    // compiler would keep the first. "use no memo" makes the form a new object each render.
    const path = join(kit, "fields/use-schema-form.ts");
    const { skipped, compiled, findings } = await compile(path, readSource(path));
    expect({ skipped: skipped.length, compiled, findings }).toEqual({
      skipped: 1,
      compiled: 0,
      findings: [],
    });
  });

  it("names the function and the rule when one is broken", async () => {
    const source = [
      'import { useRef, useState } from "react";',
      "export function Latest({ value }: { value: number }) {",
      "  const latest = useRef(value);",
      "  latest.current = value;",
      "  return <p>{value}</p>;",
      "}",
      "export function useLoop() {",
      "  const [n, setN] = useState(0);",
      "  const tick = () => {",
      "    try {",
      "      setN(n + 1);",
      "    } finally {",
      "      console.log('done');",
      "    }",
      "  };",
      "  return tick;",
      "}",
    ].join("\n");
    const { findings } = await compile(join(app, "zz-probe.tsx"), source);
    expect(findings.map((f) => `${f.fn} ${f.category}`)).toEqual(["Latest Refs", "useLoop Todo"]);
  });
});
