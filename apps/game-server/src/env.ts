import { type ApiEnv, ApiEnvError, readApiEnv } from "@wordhall/api";
import { parseEnv, serverUrl } from "@wordhall/validators/env";
import { z } from "zod";

// The game server's settings: the API's (database, secret, site addresses, proxies, logs,
// metrics) and where it listens and sends page requests. Read once, at start-up.

const port = z.coerce.number().int().min(0).max(65_535);

const schema = z.object({
  /** The listener whose pages are the players' site (unless the Host names the dashboard). */
  PORT: port.default(3000),
  /** A second listener whose pages are the dashboard's; unset when one port serves both (by Host). */
  ADMIN_PORT: port.optional(),
  /** Where the listeners bind. */
  HOST: z.string().min(1).default("0.0.0.0"),
  /** The players' site's page server (Next), e.g. http://127.0.0.1:3010; unset: API only. */
  WEB_UPSTREAM: serverUrl().optional(),
  /** The dashboard's page server (Next); unset: the dashboard's pages answer 502. */
  ADMIN_UPSTREAM: serverUrl().optional(),
  /** How long a SIGTERM waits for requests in flight before closing what is left. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /**
   * Bots think this many times faster than their level says. Benches and tests set it (a game
   * of people-like bots takes minutes); a deployment leaves it at 1.
   */
  BOT_SPEEDUP: z.coerce.number().min(1).max(1_000).default(1),
});

export type GameServerEnv = z.infer<typeof schema> & { readonly api: ApiEnv };

export function readGameServerEnv(source: Record<string, string | undefined> = process.env): GameServerEnv {
  const api = readApiEnv(source);
  return { ...parseEnv(schema, source, (message) => new ApiEnvError(message)), api };
}
