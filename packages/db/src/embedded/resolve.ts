import { connect } from "node:net";
import type { DbEnv } from "../env";
import { startEmbeddedDatabase } from "./server";

export type ResolvedDatabase = {
  readonly url: string;
  readonly embedded: boolean;
  /** Stops the embedded database if this call started it; a no-op otherwise. */
  release(): Promise<void>;
};

function somethingListens(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * The database a command-line tool should use: DATABASE_URL when set; otherwise the
 * embedded database, reached over its port when `pnpm start` is already serving it, or
 * opened here for the duration of the command.
 */
export async function resolveDatabase(env: DbEnv): Promise<ResolvedDatabase> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, embedded: false, release: async () => {} };
  const servedUrl = `postgresql://postgres@127.0.0.1:${env.EMBEDDED_DB_PORT}/postgres?sslmode=disable`;
  if (await somethingListens(env.EMBEDDED_DB_PORT))
    return { url: servedUrl, embedded: true, release: async () => {} };
  const db = await startEmbeddedDatabase({ dataDir: env.dataDir, port: env.EMBEDDED_DB_PORT });
  return { url: db.url, embedded: true, release: () => db.stop() };
}
