import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = resolve(fileURLToPath(import.meta.url), "../../..");

/** Writes a throw-away file at `dir/name` in the real tree and lints it with the real config. */
function lint(dir: string, source: string, name = `zz-probe-${randomBytes(4).toString("hex")}.ts`) {
  const folder = join(root, dir);
  // Never overwrite a real file: probes go in a fresh folder when the name could clash.
  const madeFolder = !existsSync(folder);
  if (madeFolder) mkdirSync(folder, { recursive: true });
  const file = join(folder, name);
  if (existsSync(file)) throw new Error(`refusing to overwrite ${file}`);
  writeFileSync(file, source);
  try {
    // The binary itself, not through `pnpm exec`: that wrapper tripled the cost of each probe.
    const run = spawnSync(join(root, "node_modules/.bin/biome"), ["lint", "--max-diagnostics=50", file], {
      cwd: root,
      encoding: "utf8",
    });
    return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(madeFolder ? folder : file, { recursive: true, force: true });
  }
}

const importDb = 'import { createDb } from "@wordhall/db";\nexport const used = [createDb];\n';

describe("the lint enforces the layering of docs/ARCHITECTURE.md", () => {
  it.each([
    "packages/engine/src",
    "packages/words/src",
    "packages/timer/src",
    "packages/validators/src",
    "packages/ui/src",
    "apps/web/src",
  ])("refuses @wordhall/db in %s", (dir) => {
    const result = lint(dir, importDb);
    expect(result.ok).toBe(false);
    expect(result.output).toContain("noRestrictedImports");
  });

  it("lets the api import the db", () => {
    expect(lint("packages/api/src", importDb).ok).toBe(true);
  });

  it("keeps validators first in line: nothing of ours in it, and the engine, api and apps may use it", () => {
    for (const ours of ["@wordhall/engine", "@wordhall/words", "@wordhall/timer"]) {
      const result = lint("packages/validators/src", `import "${ours}";\n`);
      expect(result.ok, ours).toBe(false);
      expect(result.output).toContain("noRestrictedImports");
    }
    const importValidators =
      'import { textKey } from "@wordhall/validators";\nexport const used = [textKey];\n';
    for (const dir of ["packages/engine/src", "packages/api/src", "apps/web/src", "apps/admin/src"])
      expect(lint(dir, importValidators).ok, dir).toBe(true);
  });

  it("refuses the apps in the api and the api in the db", () => {
    expect(lint("packages/api/src", 'import "@wordhall/web";\n').ok).toBe(false);
    expect(lint("packages/db/src", 'import "@wordhall/api";\n').ok).toBe(false);
  });

  it.each(["apps/web/src", "apps/admin/src"])(
    "refuses the API's server code in the page server %s",
    (dir) => {
      for (const source of [
        'import { appRouter } from "@wordhall/api";\nexport const r = appRouter;\n',
        'import { readApiEnv } from "@wordhall/api/env";\nexport const r = readApiEnv;\n',
        'import { betterAuth } from "better-auth";\nexport const b = betterAuth;\n',
      ]) {
        const result = lint(dir, source);
        expect(result.ok, source).toBe(false);
        expect(result.output).toContain("noRestrictedImports");
      }
      expect(lint(dir, 'import { useTRPC } from "@wordhall/client";\nexport const u = useTRPC;\n').ok).toBe(
        true,
      );
    },
  );

  it("keeps Next and the pages out of the api, and lets the game server import the api", () => {
    expect(
      lint("packages/api/src", 'import { headers } from "next/headers";\nexport const h = headers;\n').ok,
    ).toBe(false);
    expect(lint("packages/api/src", 'import "@wordhall/client";\n').ok).toBe(false);
    expect(
      lint(
        "apps/game-server/src",
        'import { ApiServer } from "@wordhall/api";\nexport const a = ApiServer;\n',
      ).ok,
    ).toBe(true);
    expect(lint("apps/game-server/src", 'import "next/server";\n').ok).toBe(false);
  });

  it("refuses IO in the engine and relative paths into another package", () => {
    expect(
      lint("packages/engine/src", 'import { readFileSync } from "node:fs";\nexport const r = readFileSync;\n')
        .ok,
    ).toBe(false);
    expect(
      lint("apps/web/src", 'import { x } from "../../../packages/db/src/index";\nexport const y = x;\n').ok,
    ).toBe(false);
  });
});

describe("the lint keeps process.env inside env.ts", () => {
  const readsEnv = "export const port = process.env.PORT;\n";

  it("refuses process.env in ordinary files", () => {
    const result = lint("packages/api/src", readsEnv);
    expect(result.ok).toBe(false);
    expect(result.output).toContain("noProcessEnv");
  });

  it("allows it in a file named env.ts", () => {
    expect(lint(`apps/admin/src/zz-probe-${randomBytes(4).toString("hex")}`, readsEnv, "env.ts").ok).toBe(
      true,
    );
  });
});

/** Every .ts/.tsx file under a folder of the repository (no node_modules, no generated code). */
function sources(dir: string): string[] {
  const out: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name === "node_modules" || entry.name === "generated") continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) out.push(path);
    }
  };
  walk(join(root, dir));
  return out;
}

describe("what no lint rule can see", () => {
  it("the browser client takes only types from the api's server entry (its values come from /contract)", () => {
    const offending = sources("packages/client/src").flatMap((file) =>
      [
        ...readFileSync(file, "utf8").matchAll(
          /^(?:import|export)\s+(?!type\b)[^;]*from\s+"@wordhall\/api"/gm,
        ),
      ].map((m) => `${file}: ${m[0]}`),
    );
    expect(offending).toEqual([]);
  });

  it("the api never asks which Next runtime it runs in", () => {
    const offending = sources("packages/api/src").filter((file) =>
      readFileSync(file, "utf8").includes("NEXT_RUNTIME"),
    );
    expect(offending).toEqual([]);
  });
});

// The pure packages' sources, and the only places in them that may reach Node: the Node loaders of
// words and of the bots' knowledge, and the replay CLI's entry point (biome.json exempts the same).
const PURE_SOURCES = ["packages/engine/src", "packages/words/src", "packages/timer/src", "packages/bots/src"];
const NODE_HOSTS = [
  "packages/words/src/node/",
  "packages/bots/src/knowledge/node/",
  "packages/engine/src/cli/replay.ts",
];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => `${dir}/${f.split("\\").join("/")}`);
}

/**
 * Lines of code (not comments) that reach for Node's modules or the process by a way a lint rule
 * cannot see: `getBuiltinModule` anywhere (even in a string, as in `new Function(...)`), or
 * `process.` / `process?.` in any spelling.
 */
export function nodeAccess(source: string): string[] {
  return source
    .split("\n")
    .map((line, i) => ({ line, n: i + 1 }))
    .filter(({ line }) => !/^\s*(\/\/|\/?\*)/.test(line))
    .filter(({ line }) => /getBuiltinModule|\bprocess\??\.[A-Za-z_$]/.test(line))
    .map(({ line, n }) => `${n}: ${line.trim()}`);
}

describe("the engine, words and timer cannot reach Node", () => {
  const readsProcess = 'export const fs = process.getBuiltinModule("node:fs");\n';
  const throughGlobal = 'export const fs = globalThis.process?.getBuiltinModule?.("node:fs");\n';

  it.each(PURE_SOURCES)("refuses process and the global object in %s", (dir) => {
    for (const source of [readsProcess, throughGlobal, "export const env = global.process;\n"]) {
      const result = lint(dir, source);
      expect(result.ok, source).toBe(false);
      expect(result.output).toContain("noRestrictedGlobals");
    }
  });

  it("refuses file access in the words core but lets its Node loader read the lexicons", () => {
    const readsFile = 'import { readFileSync } from "node:fs";\nexport const r = readFileSync;\n';
    const core = lint("packages/words/src", readsFile);
    expect(core.ok).toBe(false);
    expect(core.output).toContain("noRestrictedImports");
    expect(lint("packages/words/src/node", readsFile).ok).toBe(true);
    expect(lint("packages/words/src/node", readsProcess).ok).toBe(true);
  });

  it("refuses file access in the bots but lets their knowledge's Node loader read WordNet", () => {
    const readsFile = 'import { readFileSync } from "node:fs";\nexport const r = readFileSync;\n';
    for (const dir of ["packages/bots/src/oh-my-word", "packages/bots/src/knowledge"]) {
      const pure = lint(dir, readsFile);
      expect(pure.ok).toBe(false);
      expect(pure.output).toContain("noRestrictedImports");
    }
    expect(lint("packages/bots/src/knowledge/node", readsFile).ok).toBe(true);
  });

  it("refuses the Node loader of words in the engine", () => {
    const loader = 'import { nodeLexicons } from "@wordhall/words/node";\nexport const l = nodeLexicons;\n';
    const result = lint("packages/engine/src", loader);
    expect(result.ok).toBe(false);
    expect(result.output).toContain("noRestrictedImports");
  });

  it("finds in code what the lint cannot see, and not in comments", () => {
    expect(
      nodeAccess('const fs = new Function("return process")().getBuiltinModule("node:fs");'),
    ).toHaveLength(1);
    expect(nodeAccess("const env = process?.env;")).toHaveLength(1);
    expect(nodeAccess("// memoised per process. getBuiltinModule is gone\n * once per process.")).toEqual([]);
  });

  it("holds no such access in their sources (tests excepted: they are Node hosts, and the lint watches them)", () => {
    const found = PURE_SOURCES.flatMap(sourceFiles)
      .filter((file) => !NODE_HOSTS.some((host) => file.startsWith(host)))
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .flatMap((file) => nodeAccess(readFileSync(join(root, file), "utf8")).map((hit) => `${file}:${hit}`));
    expect(found).toEqual([]);
  });

  it("scans real files", () => {
    const files = PURE_SOURCES.flatMap(sourceFiles);
    expect(files).toContain("packages/words/src/lexicon/lexicon.ts");
    expect(files).toContain("packages/engine/src/buyword/selling.ts");
  });
});

describe("the lint keeps the pool under Prisma inside the db package", () => {
  const usesPool = 'import { poolOf } from "@wordhall/db";\nexport const used = [poolOf];\n';

  it("refuses poolOf in the api, tests included", () => {
    for (const name of [undefined, `zz-probe-${randomBytes(4).toString("hex")}.integration.test.ts`]) {
      const result = lint("packages/api/src/services/games", usesPool, name);
      expect(result.ok).toBe(false);
      expect(result.output).toContain("noRestrictedImports");
      expect(result.output).toContain("game-store");
    }
  });

  it("lets the db package use it", () => {
    expect(
      lint(
        "packages/db/src/game-store",
        'import { poolOf } from "../client";\nexport const used = [poolOf];\n',
      ).ok,
    ).toBe(true);
  });
});

describe("raw SQL in the api is only where docs/database.md lists it", () => {
  const RAW_SQL = /\$(queryRaw|executeRaw)(Unsafe)?\b|\bpoolOf\b|from "pg"/;

  function apiFilesWithRawSql(dir = join(root, "packages/api/src")): string[] {
    const found: string[] = [];
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) found.push(...apiFilesWithRawSql(path));
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        if (RAW_SQL.test(readFileSync(path, "utf8"))) found.push(relative(root, path));
      }
    }
    return found;
  }

  it("finds the same files as the list", () => {
    const doc = readFileSync(join(root, "docs/database.md"), "utf8");
    const section = doc.split("## Raw SQL left in the api")[1]?.split("\n## ")[0] ?? "";
    const listed = [...section.matchAll(/`(packages\/api\/src\/[^`]+\.ts)`/g)].map((m) => m[1]);
    expect(listed.length).toBeGreaterThan(0);
    expect(apiFilesWithRawSql().sort()).toEqual([...new Set(listed)].sort());
  });
});
