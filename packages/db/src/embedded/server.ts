import { existsSync, mkdirSync, readdirSync } from "node:fs";
import { createServer } from "node:net";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { makeExtendedQueriesExclusive } from "./exclusive-extended-queries";
import { routeNotifications } from "./route-notifications";

// The embedded default: PostgreSQL compiled to WebAssembly (PGlite), served over the
// Postgres wire protocol on a local port so that both Next.js servers, the migrator and
// the seed reach it exactly as they reach a real server. See docs/adr/0001-embedded-pglite.md.

export type EmbeddedDatabase = {
  /** A connection string every client uses, as with a real server. */
  readonly url: string;
  readonly dataDir: string;
  stop(): Promise<void>;
};

export class EmbeddedDatabaseError extends Error {
  override readonly name = "EmbeddedDatabaseError";
}

/** Resolves when the port is free on 127.0.0.1, or rejects with a clear message. */
export function assertPortFree(port: number, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => {
      reject(
        new EmbeddedDatabaseError(
          error.code === "EADDRINUSE"
            ? `Port ${port} (${what}) is already in use; stop whatever uses it or choose another port.`
            : `Cannot listen on port ${port} (${what}): ${error.message}`,
        ),
      );
    });
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

async function openData(dataDir: string): Promise<PGlite> {
  const fresh = !existsSync(dataDir) || readdirSync(dataDir).length === 0;
  if (!fresh && !existsSync(`${dataDir}/PG_VERSION`)) {
    throw new EmbeddedDatabaseError(
      `The embedded database folder ${dataDir} is damaged (no PG_VERSION); move it away or delete it to start fresh. Nothing was changed.`,
    );
  }
  // PGlite does not create parent folders itself.
  mkdirSync(dataDir, { recursive: true });
  try {
    const db = await PGlite.create(dataDir);
    await db.query("SELECT 1");
    return db;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new EmbeddedDatabaseError(
      `The embedded database folder ${dataDir} could not be opened (${reason}); it may be damaged or in use by another process. Move it away or delete it to start fresh.`,
    );
  }
}

/** A port the OS says is free right now, for throw-away servers in tests and benches. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function startEmbeddedDatabase(options: {
  /** Omit for an in-memory database that vanishes on stop (tests, benches). */
  dataDir?: string;
  port: number;
  /** Enough for two apps' pools, the LISTEN connection and a migrator. */
  maxConnections?: number;
}): Promise<EmbeddedDatabase> {
  await assertPortFree(options.port, "embedded database");
  const db = options.dataDir ? await openData(options.dataDir) : await PGlite.create();
  // The socket server's default of one connection would reset every second client.
  const server = new PGLiteSocketServer({
    db,
    port: options.port,
    host: "127.0.0.1",
    maxConnections: options.maxConnections ?? 40,
  });
  makeExtendedQueriesExclusive(server);
  routeNotifications(server);
  await server.start();
  return {
    url: `postgresql://postgres@127.0.0.1:${options.port}/postgres?sslmode=disable`,
    dataDir: options.dataDir ?? ":memory:",
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
