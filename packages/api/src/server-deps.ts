import { createDb, type Db } from "@wordhall/db";
import { type Auth, createAuth } from "./auth/auth";
import { readApiEnv } from "./env";

export type ServerDeps = { readonly db: Db; readonly auth: Auth };

// One set of connections per server process. Next's dev server re-evaluates modules on
// every change, so the instance is kept on globalThis rather than in module scope.
const holder = globalThis as typeof globalThis & { __wordhallDeps?: ServerDeps };

export function getServerDeps(): ServerDeps {
  if (!holder.__wordhallDeps) {
    const env = readApiEnv();
    const db = createDb(env.DATABASE_URL, { poolSize: env.DATABASE_POOL_SIZE });
    holder.__wordhallDeps = { db, auth: createAuth(db, { env }) };
  }
  return holder.__wordhallDeps;
}
