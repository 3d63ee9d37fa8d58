import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import { directive, renderUnit, unitEnvironment, unitText } from "../systemd-unit";

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
  /** The environment the process runs with, as the kernel holds it. */
  readonly environment: () => Record<string, string>;
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<number | null>;
};

/**
 * Starts one instance of an infra/systemd unit exactly as systemd would once deploy.sh has
 * installed it: the unit's ExecStart with its placeholders filled in, in its
 * WorkingDirectory, with the environment systemd builds for it (Environment=, then the
 * environment file, then UnsetEnvironment=; see unitEnvironment) and PATH. In its own
 * process group, so stopping it stops all it started. The instance is its port.
 */
export function startUnit(options: {
  name: string;
  unit: string;
  port: number;
  placeholders: Record<string, string>;
  envFile: Record<string, string>;
}): Server {
  const text = renderUnit(unitText(options.unit), options.placeholders);
  const [command, ...args] = (directive(text, "ExecStart") ?? "").split(/\s+/);
  if (!command) throw new Error(`${options.unit} has no ExecStart`);
  const env = unitEnvironment(text, String(options.port), options.envFile);
  let output = "";
  const child = spawn(command, args, {
    cwd: directive(text, "WorkingDirectory"),
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", ...env },
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    name: options.name,
    url: `http://127.0.0.1:${options.port}`,
    child,
    output: () => output,
    environment: () =>
      Object.fromEntries(
        readFileSync(`/proc/${child.pid}/environ`, "utf8")
          .split("\0")
          .filter(Boolean)
          .map((entry) => [entry.slice(0, entry.indexOf("=")), entry.slice(entry.indexOf("=") + 1)]),
      ),
    async stop(signal = "SIGTERM", timeoutMs = 20_000) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      if (child.pid) process.kill(-child.pid, signal);
      const timer = new Promise<"timeout">((resolve) =>
        setTimeout(() => resolve("timeout"), timeoutMs).unref(),
      );
      const outcome = await Promise.race([exited, timer]);
      if (outcome === "timeout") {
        if (child.pid) process.kill(-child.pid, "SIGKILL");
        throw new Error(`${options.name} did not stop within ${timeoutMs} ms of ${signal}`);
      }
      return outcome;
    },
  };
}

/** Waits until the path answers 200 (the readiness deploy.sh waits for), or the server exits. */
export async function waitReady(server: Server, path: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`${server.name} exited (${server.child.exitCode}): ${server.output().slice(-2000)}`);
    }
    try {
      if ((await fetch(`${server.url}${path}`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${server.name} was not ready within ${timeoutMs} ms: ${server.output().slice(-2000)}`);
}

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * A GET with the Host a reverse proxy passes on (fetch always sends the URL's own): how a
 * request for the dashboard's host reaches a game server's port.
 */
export function getAs(url: string, host: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { ...headers, host } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => {
        body += chunk;
      });
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    request.on("error", reject);
  });
}

/**
 * Where a page sends the browser: the Location of a redirect, or the refresh target Next
 * writes into a page whose redirect came after it had begun streaming.
 */
export function redirectTarget(answer: Answer): string | undefined {
  if (answer.status >= 300 && answer.status < 400) return answer.headers.location;
  const refresh = /<meta id="__next-page-redirect" http-equiv="refresh" content="\d;url=([^"]+)"/.exec(
    answer.body,
  );
  return refresh?.[1]?.replaceAll("&amp;", "&");
}
