import type { Db } from "@wordhall/db";
import { expect } from "vitest";
import { type Auth, createAuth } from "../../auth/auth";
import { readApiEnv } from "../../env";
import { createContext } from "../../trpc";

// Test-only: real accounts through better-auth (sign-up, sign-in, session cookies), for the
// moderation tests that must show what a suspension does to the person: signed out on every
// device and refused at sign-in.

const env = readApiEnv({ DATABASE_URL: "postgresql://unused@localhost/x", NODE_ENV: "test" });
const ORIGIN = env.WEB_URL;

/** The cookie header a sign-up or sign-in answered with. */
export const cookieFrom = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

export function realAccounts(db: Db) {
  const auth: Auth = createAuth(db, { env });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    auth.handler(
      new Request(`${ORIGIN}/api/auth${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN, ...headers },
        body: JSON.stringify(body),
      }),
    );
  /** Who a cookie signs in as, read as the tRPC context reads it (null: nobody). */
  const whoIs = async (cookie: string) => (await createContext({ db, auth }, new Headers({ cookie }))).user;

  /** A real account signed in twice (two devices). */
  async function signedUpTwice(email: string) {
    const password = "a-long-password";
    const up = await post("/sign-up/email", { email, password, name: email.split("@")[0] });
    expect(up.status).toBe(200);
    const laptop = cookieFrom(up);
    const phone = cookieFrom(await post("/sign-in/email", { email, password }));
    const user = await whoIs(laptop);
    if (!user) throw new Error("sign-up did not sign in");
    return { user, laptop, phone, signIn: () => post("/sign-in/email", { email, password }) };
  }

  return { post, whoIs, signedUpTwice };
}
