import { createHmac } from "node:crypto";
import { parseEnv } from "@wordhall/validators/env";
import { z } from "zod";
import { parseProxyEntry } from "./security/client-address";

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
  /**
   * Derives each day's BuyWord Daily seed (services/daily/daily-day.ts): every instance must
   * share it, and nobody else may know it, or they could compute the day's draws. Unset, it is
   * derived from BETTER_AUTH_SECRET (secret already, and shared by every instance).
   */
  DAILY_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** The players' site and the admin dashboard, as browsers reach them (origin checks). */
  WEB_URL: z.url().default("http://localhost:3000"),
  ADMIN_URL: z.url().default("http://localhost:3001"),
  /**
   * The reverse proxies in front of this server, whose X-Forwarded-For entries are believed
   * (security/client-address.ts): comma-separated IP addresses and CIDR ranges, or `none`
   * for a server that browsers reach directly. Production must say which (see readApiEnv).
   */
  TRUSTED_PROXIES: z
    .string()
    .transform((value, ctx) => {
      const entries = value
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
      if (entries.length === 1 && entries[0]?.toLowerCase() === "none") return [];
      for (const entry of entries) {
        if (parseProxyEntry(entry)) continue;
        ctx.addIssue({
          code: "custom",
          message: `"${entry}" is not an IP address or CIDR range (write e.g. 127.0.0.1, ::1, 10.0.0.0/8, or none)`,
        });
        return z.NEVER;
      }
      return entries;
    })
    .optional(),
  /** Connections per server process; the LISTEN connection comes on top. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(8),
  /**
   * Live views (live.game and live.room streams) one account may hold open per server
   * process; the next is refused with TOO_MANY_REQUESTS (realtime/stream-slots.ts).
   */
  LIVE_STREAMS_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(20),
  /** JSON log lines on stdout at this level and above. */
  LOG_LEVEL: logLevel,
  /**
   * /api/metrics answers only `Authorization: Bearer <token>` (Prometheus's `authorization`
   * setting). Required in production; unset elsewhere, anyone who reaches the route may read it.
   */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
});

export type ApiEnv = Omit<z.infer<typeof schema>, "TRUSTED_PROXIES"> & {
  readonly authSecret: string;
  /** DAILY_SECRET, or one derived from the auth secret when it is unset. */
  readonly dailySecret: string;
  /** Empty when no proxy is trusted (unset outside production, or `none`). */
  readonly TRUSTED_PROXIES: readonly string[];
};

const DEVELOPMENT_SECRET = "development-only-secret-never-use-in-production-0000";

/**
 * The Daily's secret when none is set: a one-way function of the auth secret, so the cookie
 * signing key cannot be read back from it, and every instance (sharing that secret) agrees.
 */
export function derivedDailySecret(authSecret: string): string {
  return createHmac("sha256", authSecret).update("wordhall buyword daily").digest("hex");
}

/** What an unconfigured development server (and a test without a server) derives its days from. */
export const DEVELOPMENT_DAILY_SECRET = derivedDailySecret(DEVELOPMENT_SECRET);

export class ApiEnvError extends Error {
  override readonly name = "ApiEnvError";
}

export function readApiEnv(source: Record<string, string | undefined> = process.env): ApiEnv {
  const env = parseEnv(schema, source, (message) => new ApiEnvError(message));
  if (env.NODE_ENV === "production" && !env.BETTER_AUTH_SECRET) {
    throw new ApiEnvError(
      "Invalid environment: BETTER_AUTH_SECRET: is required in production (32+ random characters)",
    );
  }
  // Unset in production would mean guessing: believing X-Forwarded-For lets anyone dodge
  // the limits, and ignoring it behind a proxy puts every player in one bucket.
  if (env.NODE_ENV === "production" && env.TRUSTED_PROXIES === undefined) {
    throw new ApiEnvError(
      "Invalid environment: TRUSTED_PROXIES: is required in production: your reverse proxy's addresses or ranges (e.g. 127.0.0.1,::1), or none when browsers reach this server directly",
    );
  }
  if (env.NODE_ENV === "production" && !env.METRICS_TOKEN) {
    throw new ApiEnvError(
      "Invalid environment: METRICS_TOKEN: is required in production (16+ random characters; Prometheus sends it as a bearer token)",
    );
  }
  const authSecret = env.BETTER_AUTH_SECRET ?? DEVELOPMENT_SECRET;
  return {
    ...env,
    authSecret,
    dailySecret: env.DAILY_SECRET ?? derivedDailySecret(authSecret),
    TRUSTED_PROXIES: env.TRUSTED_PROXIES ?? [],
  };
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
