import type { SessionUser } from "@wordhall/client";
import { hasRole } from "@wordhall/client/contract";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { adminEnv } from "./env";

/**
 * The caller of this request, read once per request however many components ask. The game
 * server checks the session cookie (`me.get`, exactly as every procedure's context reads it);
 * this process holds no database connection and no session secret.
 */
export const currentUser = cache(async (): Promise<SessionUser | null> => {
  const cookie = (await headers()).get("cookie");
  if (!cookie) return null;
  const response = await fetch(new URL("/api/trpc/me.get", adminEnv().GAME_SERVER_URL), {
    headers: { cookie },
    cache: "no-store",
  });
  if (!response.ok) throw new Error(`The game server answered ${response.status} to me.get.`);
  const body = (await response.json()) as { result?: { data?: SessionUser | null } };
  return body.result?.data ?? null;
});

/** Sends an anonymous visitor to sign in, and back to the page they asked for afterwards. */
export async function requireSignedIn(): Promise<SessionUser> {
  const user = await currentUser();
  if (user) return user;
  const asked = (await headers()).get("x-admin-path");
  redirect(asked && asked !== "/" ? `/sign-in?next=${encodeURIComponent(asked)}` : "/sign-in");
}

/**
 * The server-side gate of every dashboard page and of its layout (a layout is not rendered
 * again on in-app navigation, so each page checks too): anonymous visitors go to sign in,
 * players to the "no access" page, moderators and admins get through. The data itself is
 * guarded again by the API's moderator and admin procedures.
 */
export async function requireStaff(): Promise<SessionUser> {
  const user = await requireSignedIn();
  if (!hasRole(user.role, "moderator")) redirect("/no-access");
  return user;
}
