import { connectOrExplain } from "@wordhall/db";

/**
 * Everything a script could have changed in a database, as comparable text: each table
 * with its row count, and the migrations table's rows.
 */
export async function databaseSnapshot(url: string): Promise<string[]> {
  const client = await connectOrExplain(url);
  try {
    const tables = await client.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    const lines: string[] = [];
    for (const { name } of tables.rows) {
      const count = await client.query<{ n: string }>(`SELECT count(*)::text AS n FROM "${name}"`);
      lines.push(`table ${name} ${count.rows[0]?.n}`);
    }
    if (tables.rows.some((t) => t.name === "_prisma_migrations")) {
      const migrations = await client.query<{ line: string }>(
        `SELECT migration_name || ' ' || checksum || ' ' || coalesce(finished_at::text, 'unfinished') AS line
         FROM "_prisma_migrations" ORDER BY migration_name`,
      );
      lines.push(...migrations.rows.map((r) => `migration ${r.line}`));
    }
    return lines;
  } finally {
    await client.end();
  }
}

/** Runs SQL on a database (test set-up). */
export async function sql(url: string, text: string): Promise<void> {
  const client = await connectOrExplain(url);
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
