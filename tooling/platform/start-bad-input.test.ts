import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = resolve(fileURLToPath(import.meta.url), "../../..");

/** Runs `pnpm start` as a user would, with only the given overrides, and captures it. */
function start(env: Record<string, string>) {
  const { DATABASE_URL: _ignored, ...base } = process.env;
  const run = spawnSync("pnpm", ["--silent", "start"], {
    cwd: root,
    encoding: "utf8",
    timeout: 50_000,
    env: { ...base, WEB_PORT: "3390", ADMIN_PORT: "3391", EMBEDDED_DB_PORT: "54390", ...env },
  });
  const errorLines = run.stderr.split("\n").filter((line) => line.startsWith("error:"));
  return { status: run.status, stderr: run.stderr, errorLines };
}

let blocker: Server;
beforeAll(async () => {
  blocker = createServer();
  await new Promise<void>((r) => blocker.listen(3392, "127.0.0.1", r));
});
afterAll(() => blocker.close());

describe("pnpm start fails fast on bad input, with one clear line and no stack trace", () => {
  it("a malformed DATABASE_URL", () => {
    const result = start({ DATABASE_URL: "mysql://somewhere/db" });
    expect(result.status).toBe(1);
    expect(result.errorLines).toEqual([
      "error: Invalid environment: DATABASE_URL: must look like postgresql://user@host:5432/database",
    ]);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it("an unreachable DATABASE_URL", () => {
    const result = start({ DATABASE_URL: "postgresql://postgres@127.0.0.1:1/none" });
    expect(result.status).toBe(1);
    expect(result.errorLines).toEqual([
      "error: Cannot reach PostgreSQL at 127.0.0.1:1/none: nothing is listening there.",
    ]);
  });

  it("a port already in use", () => {
    const result = start({ WEB_PORT: "3392" });
    expect(result.status).toBe(1);
    expect(result.errorLines).toEqual([
      "error: Port 3392 (web app) is already in use; stop whatever uses it or choose another port.",
    ]);
  });

  it("a damaged embedded data folder, which it leaves untouched", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "wh-damaged-"));
    writeFileSync(join(dataDir, "PG_VERSION"), "17\n");
    writeFileSync(join(dataDir, "postgresql.conf"), "garbage = \n");
    const before = readdirSync(dataDir).sort();
    const result = start({ WORDHALL_DATA_DIR: dataDir });
    expect(result.status).toBe(1);
    expect(result.errorLines).toHaveLength(1);
    expect(result.errorLines[0]).toMatch(/embedded database folder .* (is damaged|could not be opened)/);
    expect(readdirSync(dataDir).sort()).toEqual(before);
    expect(readFileSync(join(dataDir, "postgresql.conf"), "utf8")).toBe("garbage = \n");
  });
});
