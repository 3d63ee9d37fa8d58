import { useHydrated } from "./use-hydrated";

/**
 * The page's own origin (`https://example.org`), for links a player copies and sends: they
 * must work on whatever address the site is served from. The page server is not told it, so
 * the server's HTML and the hydrating render have "" (a link relative to the site), and the
 * browser's origin follows at once after; a part first drawn in the browser (a panel fetched
 * later) has it from its first render.
 */
export function usePageOrigin(): string {
  return useHydrated() ? window.location.origin : "";
}
