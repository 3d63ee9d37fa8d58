import pg from "pg";

/** host:port/database of a connection string, never its password (safe to print). */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return "(unparseable URL)";
  }
}

export class DatabaseUnreachableError extends Error {
  override readonly name = "DatabaseUnreachableError";
}

const FRIENDLY: Record<string, string> = {
  ECONNREFUSED: "nothing is listening there",
  ENOTFOUND: "the host name does not resolve",
  EAI_AGAIN: "the host name does not resolve",
  ETIMEDOUT: "the connection timed out",
  "28P01": "the password was refused",
  "28000": "the role is not allowed to connect",
  "3D000": "the database does not exist",
};

/** Opens one connection, or throws a DatabaseUnreachableError with a one-line reason. */
export async function connectOrExplain(url: string, timeoutMs = 5000): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => {});
    const code = (error as { code?: string }).code ?? "";
    const reason = FRIENDLY[code] ?? (error instanceof Error ? error.message : String(error));
    throw new DatabaseUnreachableError(`Cannot reach PostgreSQL at ${describeDatabaseUrl(url)}: ${reason}.`);
  }
}
