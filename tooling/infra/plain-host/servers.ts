import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { repoRoot } from "../run-script";

/** A port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

export type Server = {
  readonly name: string;
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything it printed, for the JSON log lines. */
  readonly output: () => string;
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<number | null>;
};

/** The node options a unit in infra/systemd gives before the script in its ExecStart. */
export function unitNodeOptions(unit: string): string[] {
  const text = readFileSync(join(repoRoot, "infra", "systemd", unit), "utf8");
  const execStart = /^ExecStart=@NODE@ (.+)$/m.exec(text)?.[1];
  if (execStart === undefined) throw new Error(`${unit} has no ExecStart running @NODE@`);
  return execStart.split(/\s+/).filter((word) => word.startsWith("--"));
}

/**
 * Starts a release's standalone server exactly as the systemd unit does: node, with the
 * unit's node options, on server.js from the release folder, with the environment file's
 * variables, PORT and HOSTNAME. In its own process group, so stopping it stops all it started.
 */
export function startServer(
  name: string,
  serverJs: string,
  cwd: string,
  env: Record<string, string>,
  port: number,
  nodeOptions: readonly string[],
): Server {
  let output = "";
  const child = spawn(process.execPath, [...nodeOptions, serverJs], {
    cwd,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      ...env,
      NODE_ENV: "production",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      NEXT_TELEMETRY_DISABLED: "1",
    },
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async stop(signal = "SIGTERM", timeoutMs = 20_000) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      if (child.pid) process.kill(-child.pid, signal);
      const timer = new Promise<"timeout">((resolve) =>
        setTimeout(() => resolve("timeout"), timeoutMs).unref(),
      );
      const outcome = await Promise.race([exited, timer]);
      if (outcome === "timeout") {
        if (child.pid) process.kill(-child.pid, "SIGKILL");
        throw new Error(`${name} did not stop within ${timeoutMs} ms of ${signal}`);
      }
      return outcome;
    },
  };
}

/** Waits until /api/ready answers 200, or the server exits, or time runs out. */
export async function waitReady(server: Server, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`${server.name} exited (${server.child.exitCode}): ${server.output().slice(-2000)}`);
    }
    try {
      if ((await fetch(`${server.url}/api/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${server.name} was not ready within ${timeoutMs} ms: ${server.output().slice(-2000)}`);
}
