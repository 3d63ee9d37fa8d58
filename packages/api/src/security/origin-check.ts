import type { ApiEnv } from "../env";
import { trpcErrorResponse } from "./trpc-error-response";

/** The sites whose pages may change things through the API: the players' site and the dashboard. */
export function allowedOrigins(env: Pick<ApiEnv, "WEB_URL" | "ADMIN_URL">): ReadonlySet<string> {
  return new Set([new URL(env.WEB_URL).origin, new URL(env.ADMIN_URL).origin]);
}

/**
 * Cross-site request forgery guard for tRPC. Mutations arrive as POST; browsers put an Origin
 * header on every POST, so a POST without one, or from another site, is refused: a page
 * elsewhere cannot make a signed-in player's browser act for them. GET (queries and live
 * subscriptions) changes nothing and passes.
 * Returns the refusal, or null when the request may proceed.
 */
export function refuseForeignOrigin(request: Request, allowed: ReadonlySet<string>): Response | null {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return null;
  const origin = request.headers.get("origin");
  if (origin && allowed.has(origin)) return null;
  const message = origin
    ? `Requests from ${origin.slice(0, 200)} may not change anything here; use the Wordhall site.`
    : "Requests that change something must come from the Wordhall site (the Origin header is missing).";
  return trpcErrorResponse(403, "FORBIDDEN", message);
}
