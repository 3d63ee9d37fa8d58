import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = resolve(fileURLToPath(import.meta.url), "../../..");

export type ScriptRun = {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** Non-empty lines on stderr. */
  readonly errorLines: string[];
};

/**
 * Runs one of infra/scripts with only the variables given (plus PATH and HOME), as an
 * operator's shell with nothing else set would.
 */
export function runScript(
  name: string,
  args: readonly string[],
  env: Record<string, string>,
  timeoutMs = 120_000,
): ScriptRun {
  const run = spawnSync("bash", [resolve(repoRoot, "infra/scripts", name), ...args], {
    cwd: repoRoot,
    encoding: "utf8",
    timeout: timeoutMs,
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: process.env.HOME ?? "/tmp", ...env },
  });
  return {
    status: run.status,
    stdout: run.stdout,
    stderr: run.stderr,
    errorLines: run.stderr.split("\n").filter((line) => line.trim() !== ""),
  };
}
