import { fileURLToPath } from "node:url";
import { type ChildServer, spawnServer, TEST_AUTH_SECRET, TEST_WEB_URL } from "@wordhall/api/testing";

const packageRoot = fileURLToPath(new URL("../..", import.meta.url));

/**
 * The game server as the deployment runs it, in its own process: from the built bundle when
 * `bundle` is set (what infra/ ships), otherwise from source under tsx (the same code, for
 * tests that run before anything is built).
 */
export function startGameServer(options: {
  databaseUrl: string;
  port?: number;
  adminPort?: number;
  env?: Record<string, string>;
  bundle?: boolean;
  nodeArgs?: readonly string[];
  timeoutMs?: number;
}): Promise<ChildServer> {
  const entry = options.bundle ? ["dist/main.mjs"] : ["--import", "tsx", "src/main.ts"];
  return spawnServer({
    args: ["--max-semi-space-size=64", ...(options.nodeArgs ?? []), ...entry],
    cwd: packageRoot,
    env: {
      DATABASE_URL: options.databaseUrl,
      NODE_ENV: "test",
      BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
      WEB_URL: TEST_WEB_URL,
      HOST: "127.0.0.1",
      PORT: String(options.port ?? 0),
      ...(options.adminPort === undefined ? {} : { ADMIN_PORT: String(options.adminPort) }),
      LOG_LEVEL: "warn",
      ...options.env,
    },
    timeoutMs: options.timeoutMs,
  });
}
