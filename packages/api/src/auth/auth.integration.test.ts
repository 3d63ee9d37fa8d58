import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readApiEnv } from "../env";
import {
  adminProcedure,
  createCallerFactory,
  createContext,
  createRouter,
  moderatorProcedure,
  protectedProcedure,
} from "../trpc";
import { type Auth, createAuth } from "./auth";

let database: TestDatabase;
let db: Db;
let auth: Auth;
const env = readApiEnv({ DATABASE_URL: "postgresql://unused@localhost/x", NODE_ENV: "test" });
const ORIGIN = env.WEB_URL;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 4 });
  auth = createAuth(db, { env });
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

function post(
  instance: Auth,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  socketAddress = "127.0.0.1",
) {
  return instance.handler(
    new Request(`${ORIGIN}/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, ...headers },
      body: JSON.stringify(body),
    }),
    { socketAddress },
  );
}

/** The cookie header a browser would send back after this response. */
function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

describe("accounts with better-auth", () => {
  it("signs up with a display name, in an HttpOnly SameSite cookie session, as a player", async () => {
    const response = await post(auth, "/sign-up/email", {
      email: "ana@example.test",
      password: "a-long-password",
      name: "Ana",
    });
    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const ctx = await createContext({ db, auth }, new Headers({ cookie: cookieFrom(response) }));
    expect(ctx.user).toMatchObject({ name: "Ana", email: "ana@example.test", role: "player" });
    const stored = await db.account.findFirstOrThrow({ where: { user: { email: "ana@example.test" } } });
    expect(stored.password).not.toContain("a-long-password");
  });

  it("signs in with the right password only, and signs out", async () => {
    await post(auth, "/sign-up/email", {
      email: "bo@example.test",
      password: "another-password",
      name: "Bo",
    });
    const wrong = await post(auth, "/sign-in/email", { email: "bo@example.test", password: "not-it-at-all" });
    expect(wrong.status).toBe(401);
    const right = await post(auth, "/sign-in/email", {
      email: "bo@example.test",
      password: "another-password",
    });
    expect(right.status).toBe(200);
    const cookie = cookieFrom(right);
    expect((await createContext({ db, auth }, new Headers({ cookie }))).user?.name).toBe("Bo");

    const out = await post(auth, "/sign-out", {}, { cookie });
    expect(out.status).toBe(200);
    expect((await createContext({ db, auth }, new Headers({ cookie }))).user).toBeNull();
  });

  it("limits sign-in attempts per account across addresses, with a clear message", async () => {
    const limited = createAuth(db, {
      env,
      rateLimit: true,
      perAccount: { window: 60, max: 3 },
    });
    await post(
      limited,
      "/sign-up/email",
      { email: "di@example.test", password: "di-password-1", name: "Di" },
      {},
      "198.51.100.10",
    );
    // Per-address limits are tested over HTTP in address-limits.integration.test.ts.
    const attempt = (i: number) =>
      post(
        limited,
        "/sign-in/email",
        { email: "DI@example.test", password: "wrong-password" },
        {},
        `203.0.113.${10 + i}`,
      );
    for (let i = 0; i < 3; i++) expect((await attempt(i)).status).toBe(401);
    const blocked = await attempt(3);
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).message).toMatch(
      /Too many sign-in attempts for this account\. Try again in \d+ seconds\./,
    );
  });
});

describe("procedures by role", () => {
  const router = createRouter({
    member: protectedProcedure.query(({ ctx }) => ctx.user.id),
    moderate: moderatorProcedure.query(() => "moderated"),
    administer: adminProcedure.query(() => "administered"),
  });
  const call = (role: "player" | "moderator" | "admin" | null) =>
    createCallerFactory(router)({
      db,
      headers: new Headers(),
      user: role ? { id: `u-${role}`, name: role, email: `${role}@x.test`, role } : null,
    });

  it("refuses anonymous callers everywhere but public procedures", async () => {
    await expect(call(null).member()).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: "Sign in to do that.",
    });
    await expect(call(null).moderate()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("ranks player < moderator < admin", async () => {
    expect(await call("player").member()).toBe("u-player");
    await expect(call("player").moderate()).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "Only moderators can do that.",
    });
    expect(await call("moderator").moderate()).toBe("moderated");
    await expect(call("moderator").administer()).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await call("admin").moderate()).toBe("moderated");
    expect(await call("admin").administer()).toBe("administered");
  });
});
