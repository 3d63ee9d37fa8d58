/**
 * Where to go after signing in: only a path on this site, so a crafted `?next=` link can't
 * send a player to another site with a fresh session behind them.
 */
export function safeNextPath(next: string | null | undefined, fallback = "/lobby"): string {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback;
  if (/[\r\n\t]/.test(next)) return fallback;
  return next;
}

/** A sign-in (or sign-up) link that comes back to `path` afterwards. */
export function authHref(page: "/sign-in" | "/sign-up", path: string | null | undefined): string {
  const next = safeNextPath(path, "");
  return next ? `${page}?next=${encodeURIComponent(next)}` : page;
}
