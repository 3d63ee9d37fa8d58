import { z } from "zod";

// The only place in the api package that reads process.env; validated once, at first use.

const logLevel = z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info");

const schema = z.object({
  DATABASE_URL: z
    .string({ error: "is required (pnpm start sets it to the embedded database when you have none)" })
    .trim()
    .regex(/^postgres(ql)?:\/\/[^\s]+$/, "must look like postgresql://user@host:5432/database"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /**
   * Signs session cookies. Required in production; development and tests fall back to a
   * fixed, clearly-named value so `pnpm start` needs no setup.
   */
  BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** The players' site and the admin dashboard, as browsers reach them (origin checks). */
  WEB_URL: z.url().default("http://localhost:3000"),
  ADMIN_URL: z.url().default("http://localhost:3001"),
  /**
   * Comma-separated addresses of reverse proxies whose X-Forwarded-For may be trusted for
   * rate limiting. Empty: only a single-address header is read.
   */
  TRUSTED_PROXIES: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  /** Connections per server process; the LISTEN connection comes on top. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(8),
  /** JSON log lines on stdout at this level and above. */
  LOG_LEVEL: logLevel,
  /**
   * When set, /api/metrics answers only `Authorization: Bearer <token>` (Prometheus's
   * `authorization` setting); unset, anyone who reaches the route may read it.
   */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
});

export type ApiEnv = z.infer<typeof schema> & { readonly authSecret: string };

const DEVELOPMENT_SECRET = "development-only-secret-never-use-in-production-0000";

export class ApiEnvError extends Error {
  override readonly name = "ApiEnvError";
}

export function readApiEnv(source: Record<string, string | undefined> = process.env): ApiEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new ApiEnvError(`Invalid environment: ${detail}`);
  }
  if (parsed.data.NODE_ENV === "production" && !parsed.data.BETTER_AUTH_SECRET) {
    throw new ApiEnvError(
      "Invalid environment: BETTER_AUTH_SECRET: is required in production (32+ random characters)",
    );
  }
  return { ...parsed.data, authSecret: parsed.data.BETTER_AUTH_SECRET ?? DEVELOPMENT_SECRET };
}

/**
 * The log level alone, for the logger: it must be made even while the rest of the
 * environment is being reported as wrong, so a bad value (which readApiEnv names at
 * start-up) falls back to "info" here rather than failing.
 */
export function readLogLevel(
  source: Record<string, string | undefined> = process.env,
): z.infer<typeof logLevel> {
  const parsed = logLevel.safeParse(source.LOG_LEVEL || undefined);
  return parsed.success ? parsed.data : "info";
}
