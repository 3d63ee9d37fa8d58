import type { Db } from "@wordhall/db";
import type { AuthOptions } from "../auth/auth";
import { readApiEnv } from "../env";
import { ApiServer, type ApiServerOptions } from "../hosting/api-server";
import type { Realtime } from "../realtime/runtime";
import { serveApi } from "./node-fetch-server";

export const TEST_WEB_URL = "http://localhost:3000";
export const TEST_AUTH_SECRET = "http-tests-only-secret-0123456789abcdef";

export type TestServer = {
  readonly baseUrl: string;
  readonly port: number;
  readonly db: Db;
  readonly realtime: Realtime;
  stop(): Promise<void>;
};

/** The environment test servers run with: a test secret, the players' site on :3000. */
export function testApiEnv(databaseUrl: string, extra: Record<string, string> = {}) {
  return readApiEnv({
    DATABASE_URL: databaseUrl,
    NODE_ENV: "test",
    BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
    WEB_URL: TEST_WEB_URL,
    ...extra,
  });
}

/**
 * One server "instance" inside the test process: its own pool, auth, LISTEN connection and
 * deadline scheduler, serving /api over real HTTP as the game server does.
 */
export async function startTestServer(options: {
  databaseUrl: string;
  port?: number;
  instance?: string;
  poolSize?: number;
  /** As TRUSTED_PROXIES in the environment (default: none). */
  trustedProxies?: string;
  /** Rate limits and their sizes; off unless a test switches them on, as outside production. */
  auth?: Omit<AuthOptions, "env">;
  /** Presence's grace and heartbeat, the scheduler's sweep, away seats' limits: shorter in tests. */
  realtime?: ApiServerOptions["realtime"];
}): Promise<TestServer> {
  const api = new ApiServer({
    env: testApiEnv(
      options.databaseUrl,
      options.trustedProxies === undefined ? {} : { TRUSTED_PROXIES: options.trustedProxies },
    ),
    instance: options.instance,
    poolSize: options.poolSize ?? 6,
    auth: options.auth,
    realtime: options.realtime,
  });
  await api.start();
  const served = await serveApi(api, options.port);
  return {
    baseUrl: `http://127.0.0.1:${served.port}`,
    port: served.port,
    db: api.db,
    realtime: api.realtime,
    async stop() {
      await api.stop();
      await served.close();
    },
  };
}
