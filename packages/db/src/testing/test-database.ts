import { randomBytes } from "node:crypto";
import { connectOrExplain } from "../connection";
import { findFreePort, startEmbeddedDatabase } from "../embedded/server";
import { readDbEnv } from "../env";
import { applyMigrations } from "../migrate/apply";

export type TestDatabase = {
  readonly url: string;
  /** "postgres" when DATABASE_URL points at a real server, "pglite" otherwise. */
  readonly engine: "postgres" | "pglite";
  drop(): Promise<void>;
};

/**
 * A fresh, empty database for one test file. With DATABASE_URL set (CI), a new database is
 * created on that PostgreSQL server and dropped afterwards, so tests exercise production's
 * engine; without it, an in-memory PGlite is served on a free port through the same wire
 * protocol as the embedded default.
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const env = readDbEnv();
  let db: TestDatabase;
  if (env.DATABASE_URL) {
    const name = `wh_test_${randomBytes(6).toString("hex")}`;
    const admin = await connectOrExplain(env.DATABASE_URL);
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(env.DATABASE_URL);
    url.pathname = `/${name}`;
    db = {
      url: url.toString(),
      engine: "postgres",
      async drop() {
        const again = await connectOrExplain(env.DATABASE_URL as string);
        try {
          await again.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        } finally {
          await again.end();
        }
      },
    };
  } else {
    const embedded = await startEmbeddedDatabase({ port: await findFreePort() });
    db = { url: embedded.url, engine: "pglite", drop: () => embedded.stop() };
  }
  if (options.migrate) {
    const client = await connectOrExplain(db.url);
    try {
      await applyMigrations(client);
    } finally {
      await client.end();
    }
  }
  return db;
}
