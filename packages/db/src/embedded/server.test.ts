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
