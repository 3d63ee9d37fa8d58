import { safeNext } from "@wordhall/ui";

/** Where the sign-in and sign-up pages send a player who came with no (or a foreign) `next`. */
export const AFTER_SIGN_IN = "/lobby";

/** A sign-in (or sign-up) link that comes back to `path` afterwards. */
export function authHref(page: "/sign-in" | "/sign-up", path: string | null | undefined): string {
  const next = safeNext(path, "");
  return next ? `${page}?next=${encodeURIComponent(next)}` : page;
}
