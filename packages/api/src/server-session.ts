import { getServerDeps } from "./server-deps";
import { createContext, type SessionUser } from "./trpc";

/**
 * Who sent this request, read from its session cookie exactly as the tRPC context reads it.
 * For server components that gate a page (the admin app's layout), so a page is refused on
 * the server and not only hidden in the browser.
 */
export async function readSessionUser(headers: Headers): Promise<SessionUser | null> {
  return (await createContext(getServerDeps(), headers)).user;
}
