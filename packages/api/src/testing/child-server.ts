import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { TEST_AUTH_SECRET, TEST_WEB_URL } from "./test-server";

export type ChildServer = {
  readonly baseUrl: string;
  readonly port: number;
  readonly process: ChildProcess;
  /** Output so far, for failure messages. */
  log(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
};

const entry = fileURLToPath(new URL("./serve-main.ts", import.meta.url));
const packageRoot = fileURLToPath(new URL("../..", import.meta.url));

/** Starts serve-main.ts under tsx as a separate server process; resolves once it listens. */
export function startChildServer(options: {
  databaseUrl: string;
  port?: number;
  timeoutMs?: number;
  /** Extra node options, such as --cpu-prof for the bench's profiles. */
  nodeArgs?: readonly string[];
  poolSize?: number;
}): Promise<ChildServer> {
  // The young-generation size the web server is deployed with (infra/systemd/wordhall-web@.service).
  const args = ["--max-semi-space-size=64", ...(options.nodeArgs ?? []), "--import", "tsx", entry];
  const child = spawn(process.execPath, args, {
    cwd: packageRoot,
    env: {
      DATABASE_URL: options.databaseUrl,
      DATABASE_POOL_SIZE: String(options.poolSize ?? 4),
      PORT: String(options.port ?? 0),
      NODE_ENV: "test",
      BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
      WEB_URL: TEST_WEB_URL,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`test server did not start:\n${output}`));
    }, options.timeoutMs ?? 30_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`test server exited (${code}) before listening:\n${output}`));
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      const port = Number(match[1]);
      resolve({
        baseUrl: `http://127.0.0.1:${port}`,
        port,
        process: child,
        log: () => output,
        async kill(signal) {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          await exited;
        },
      });
    });
  });
}
