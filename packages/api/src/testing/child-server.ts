import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { TEST_AUTH_SECRET, TEST_WEB_URL } from "./test-server";

export type ChildServer = {
  readonly baseUrl: string;
  /** The ports it listens on, in the order it printed them (the first is the players' site). */
  readonly ports: readonly number[];
  readonly port: number;
  readonly process: ChildProcess;
  /** The start of its output and the most recent, for failure messages. */
  log(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
};

/** Output kept for failure messages: a server that logs every request must not grow this for ever. */
const KEPT_OUTPUT = 64 * 1024;

/**
 * Starts a server process (node with `args`) and resolves once it prints `listening <ports>`.
 * Output is kept only up to a bound, and the listening line is looked for in each new chunk's
 * lines rather than the whole output, so a long-running server costs its parent nothing.
 */
export function spawnServer(options: {
  args: readonly string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  timeoutMs?: number;
}): Promise<ChildServer> {
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let head = "";
  let tail = "";
  const keep = (text: string) => {
    if (head.length < KEPT_OUTPUT) head += text.slice(0, KEPT_OUTPUT - head.length);
    else tail = (tail + text).slice(-KEPT_OUTPUT);
  };
  const log = () => (tail ? `${head}\n…\n${tail}` : head);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return new Promise((resolve, reject) => {
    let pending = "";
    let listening = false;
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start:\n${log()}`));
    }, options.timeoutMs ?? 30_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      if (!listening) reject(new Error(`server exited (${code}) before listening:\n${log()}`));
    });
    child.stderr?.on("data", (chunk: Buffer) => keep(chunk.toString()));
    child.stdout?.on("data", (chunk: Buffer) => {
      const text = chunk.toString();
      keep(text);
      if (listening) return;
      pending += text;
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      const line = lines.find((l) => /^listening [\d,]+$/.test(l));
      if (!line) return;
      listening = true;
      pending = "";
      clearTimeout(timer);
      const ports = line.slice("listening ".length).split(",").map(Number);
      const port = ports[0] as number;
      resolve({
        baseUrl: `http://127.0.0.1:${port}`,
        ports,
        port,
        process: child,
        log,
        async kill(signal) {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          await exited;
        },
      });
    });
  });
}

const bareEntry = fileURLToPath(new URL("./serve-main.ts", import.meta.url));
const packageRoot = fileURLToPath(new URL("../..", import.meta.url));

/**
 * The bare test server (the API on node:http, nothing in front) as a separate process under
 * tsx: the bench's comparison for the deployed game server.
 */
export function startChildServer(options: {
  databaseUrl: string;
  port?: number;
  timeoutMs?: number;
  /** Extra node options, such as --cpu-prof for the bench's profiles. */
  nodeArgs?: readonly string[];
  poolSize?: number;
  /** LIVE_STREAMS_PER_ACCOUNT, for benches whose few players hold many streams each. */
  streamsPerAccount?: number;
}): Promise<ChildServer> {
  return spawnServer({
    // The young-generation size the game server is deployed with (infra/systemd).
    args: ["--max-semi-space-size=64", ...(options.nodeArgs ?? []), "--import", "tsx", bareEntry],
    cwd: packageRoot,
    env: {
      DATABASE_URL: options.databaseUrl,
      DATABASE_POOL_SIZE: String(options.poolSize ?? 4),
      PORT: String(options.port ?? 0),
      NODE_ENV: "test",
      BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
      WEB_URL: TEST_WEB_URL,
      ...(options.streamsPerAccount ? { LIVE_STREAMS_PER_ACCOUNT: String(options.streamsPerAccount) } : {}),
    },
    timeoutMs: options.timeoutMs,
  });
}
