import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
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
    const run = spawnSync("pnpm", ["exec", "biome", "lint", "--max-diagnostics=50", file], {
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

  it("refuses the apps in the api and the api in the db", () => {
    expect(lint("packages/api/src", 'import "@wordhall/web";\n').ok).toBe(false);
    expect(lint("packages/db/src", 'import "@wordhall/api";\n').ok).toBe(false);
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
