/**
 * The site's main sections, as the header lists them. Every page the players' app has is
 * described in docs/web.md.
 */
export const MAIN_NAV = [
  { href: "/lobby", label: "Lobby" },
  { href: "/daily", label: "Daily" },
  { href: "/leaderboards", label: "Leaderboards" },
  { href: "/boards", label: "My boards" },
] as const;

/** Whether the link for `href` is the current section. */
export function isCurrent(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
