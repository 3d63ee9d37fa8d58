// Response headers for every page and route of both apps (their next.config.ts `headers()`).
// Kept free of imports so Next's config loader can read it before anything is compiled.

export type SecurityHeaderOptions = {
  /** `next dev`: React's development build evaluates strings and hot reload uses a websocket. */
  readonly development: boolean;
};

/**
 * Everything is served by the app itself: no external hosts. Next's App Router inlines the
 * scripts that hydrate a page and the styles of some components, so 'unsafe-inline' is needed
 * for both without per-request nonces (which would make every page dynamic); frame-ancestors
 * and the other fetch directives still shut out framing, plugins, foreign scripts and forms
 * posting elsewhere.
 */
export function contentSecurityPolicy({ development }: SecurityHeaderOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    // tRPC, live updates (SSE) and auth are same-origin; dev's hot reload is a websocket.
    "connect-src": ["'self'", ...(development ? ["ws:"] : [])],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/**
 * Strict-Transport-Security is sent outside development: browsers ignore it over plain http
 * (RFC 6797 §8.1), so it only takes effect once the site is served over https, where it keeps
 * a player's browser from ever falling back to http. It is left out of `next dev` so a
 * developer trying https on localhost does not pin localhost to https for a year.
 */
export function securityHeaders(options: SecurityHeaderOptions): { key: string; value: string }[] {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(options) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    {
      key: "Permissions-Policy",
      value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    ...(options.development
      ? []
      : [{ key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" }]),
  ];
}
