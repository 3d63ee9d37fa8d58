import { randomBytes } from "node:crypto";
import { applyMigrations } from "@wordhall/db/migrate";
import pg from "pg";
import { benchDatabasePrefix } from "./env";

export type ScratchDatabase = { readonly url: string; drop(): Promise<void> };

/** A new, migrated database on the given PostgreSQL server, dropped when the bench ends. */
export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `${benchDatabasePrefix()}_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await applyMigrations(client);
  } finally {
    await client.end();
  }
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      try {
        await again.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await again.end();
      }
    },
  };
}
