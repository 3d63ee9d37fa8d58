import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseEnv } from "@wordhall/validators/env";
import { z } from "zod";

// The only place in this package that reads process.env. Everything else receives values.

const postgresUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "postgres:" || url.protocol === "postgresql:") && url.hostname.length > 0;
    } catch {
      return false;
    }
  }, "must look like postgresql://user@host:5432/database");

const schema = z.object({
  DATABASE_URL: postgresUrl.optional(),
  /** Where the embedded database keeps its files; git-ignored. */
  WORDHALL_DATA_DIR: z.string().min(1).optional(),
  /** The local port the embedded database is served on, for both apps. */
  EMBEDDED_DB_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
});

export type DbEnv = z.infer<typeof schema> & { readonly dataDir: string };

export class EnvError extends Error {
  override readonly name = "EnvError";
}

// A plain path join, not new URL(…, import.meta.url): bundlers treat the latter as an asset
// to copy and fail when the folder does not exist at build time.
const DEFAULT_DATA_DIR = resolve(fileURLToPath(import.meta.url), "../../../../.data/pglite");

export function readDbEnv(source: Record<string, string | undefined> = process.env): DbEnv {
  const env = parseEnv(schema, source, (message) => new EnvError(message));
  return { ...env, dataDir: env.WORDHALL_DATA_DIR ?? DEFAULT_DATA_DIR };
}
