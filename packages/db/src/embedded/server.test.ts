import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { connectOrExplain } from "../connection";
import { findFreePort, startEmbeddedDatabase } from "./server";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "wh-embedded-"));
  dirs.push(dir);
  return dir;
};

describe("the embedded database", () => {
  it("keeps its data across restarts and serves several clients at once", async () => {
    const dataDir = join(tempDir(), "nested", "pglite");
    const port = await findFreePort();
    const first = await startEmbeddedDatabase({ dataDir, port });
    const [a, b] = await Promise.all([connectOrExplain(first.url), connectOrExplain(first.url)]);
    await a.query("CREATE TABLE kept (n int)");
    await Promise.all([a.query("INSERT INTO kept VALUES (1)"), b.query("INSERT INTO kept VALUES (2)")]);
    await Promise.all([a.end(), b.end()]);
    await first.stop();

    const second = await startEmbeddedDatabase({ dataDir, port });
    const c = await connectOrExplain(second.url);
    const rows = await c.query("SELECT n FROM kept ORDER BY n");
    expect(rows.rows.map((r) => r.n)).toEqual([1, 2]);
    await c.end();
    await second.stop();
  });

  it("keeps concurrent parameterised queries from several connections apart", async () => {
    const db = await startEmbeddedDatabase({ port: await findFreePort() });
    const clients = await Promise.all(Array.from({ length: 4 }, () => connectOrExplain(db.url)));
    try {
      // Each query is Parse/Bind/Execute/Sync on the unnamed statement; interleaving two
      // connections' messages used to fail with 'portal "" does not exist' or mix results.
      // Each connection runs its own statement text, so a mix-up shows as a wrong answer.
      // Half the connections wrap each query in a transaction: opening one used to pin the
      // backend while another connection was half-way through its Parse/Bind/Execute.
      const ask = async (c: number, i: number) => {
        const client = clients[c] as (typeof clients)[number];
        if (c % 2 === 0) await client.query("BEGIN");
        const r = await client.query<{ n: number }>(`SELECT $1::int + ${c * 1000} AS n, ${c} AS c`, [i]);
        if (c % 2 === 0) await client.query("COMMIT");
        return r.rows[0]?.n;
      };
      const queries = clients.flatMap((_, c) => Array.from({ length: 40 }, (_, i) => ask(c, i)));
      const results = await Promise.allSettled(queries);
      expect(results.map((r) => (r.status === "fulfilled" ? r.value : String(r.reason)))).toEqual(
        clients.flatMap((_, c) => Array.from({ length: 40 }, (_, i) => c * 1000 + i)),
      );
    } finally {
      await Promise.all(clients.map((client) => client.end()));
      await db.stop();
    }
  });

  it("refuses a damaged data folder with one clear line and leaves it untouched", async () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, "garbage"), "not a database");
    await expect(startEmbeddedDatabase({ dataDir, port: await findFreePort() })).rejects.toThrow(
      /is damaged .*Nothing was changed/,
    );
  });

  it("says which port is taken", async () => {
    const blocker = createServer();
    const port = await findFreePort();
    await new Promise<void>((resolve) => blocker.listen(port, "127.0.0.1", resolve));
    try {
      await expect(startEmbeddedDatabase({ port })).rejects.toThrow(
        `Port ${port} (embedded database) is already in use`,
      );
    } finally {
      blocker.close();
    }
  });
});
