import { createDb, type Db } from "@wordhall/db";
import { createAuth } from "../auth/auth";
import { readApiEnv } from "../env";
import { createTrpcHandler } from "../http";
import { createRealtime } from "../realtime/registry";
import type { Realtime } from "../realtime/runtime";
import { allowedOrigins } from "../security/origin-check";
import { serveFetch } from "./node-fetch-server";

export const TEST_WEB_URL = "http://localhost:3000";
export const TEST_AUTH_SECRET = "http-tests-only-secret-0123456789abcdef";

export type TestServer = {
  readonly baseUrl: string;
  readonly port: number;
  readonly db: Db;
  readonly realtime: Realtime;
  stop(): Promise<void>;
};

/**
 * One server "instance" inside the test process: its own pool, auth, LISTEN connection and
 * deadline scheduler, serving /api/trpc and /api/auth over real HTTP as the apps do.
 */
export async function startTestServer(options: {
  databaseUrl: string;
  port?: number;
  instance?: string;
  poolSize?: number;
}): Promise<TestServer> {
  const env = readApiEnv({
    DATABASE_URL: options.databaseUrl,
    NODE_ENV: "test",
    BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
    WEB_URL: TEST_WEB_URL,
  });
  const db = createDb(env.DATABASE_URL, { poolSize: options.poolSize ?? 6 });
  const deps = { db, auth: createAuth(db, { env }) };
  const realtime = createRealtime({ db, url: env.DATABASE_URL, instance: options.instance });
  await realtime.start();
  const trpc = createTrpcHandler({ deps, origins: allowedOrigins(env) });
  const served = await serveFetch(
    [
      ["/api/trpc", trpc],
      ["/api/auth", (request) => deps.auth.handler(request)],
    ],
    options.port,
  );
  return {
    baseUrl: `http://127.0.0.1:${served.port}`,
    port: served.port,
    db,
    realtime,
    async stop() {
      await realtime.stop();
      await served.close();
      await db.$disconnect();
    },
  };
}
