import type { Db } from "@wordhall/db";
import { betterAuth } from "better-auth";
import { prismaAdapter } from "better-auth/adapters/prisma";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { admin } from "better-auth/plugins";
import type { ApiEnv } from "../env";
import { type AccountLimit, takeSignInAttempt } from "./account-sign-in-limit";

export type AuthOptions = {
  readonly env: Pick<ApiEnv, "authSecret" | "WEB_URL" | "ADMIN_URL" | "TRUSTED_PROXIES" | "NODE_ENV">;
  /** Off by default outside production, as in better-auth; tests switch it on. */
  readonly rateLimit?: boolean;
  readonly perAddress?: AccountLimit;
  readonly perAccount?: AccountLimit;
};

/** What a suspended person reads when they try to sign in. */
export const SUSPENDED_MESSAGE =
  "This account is suspended. If you think this is a mistake, contact the moderators.";

const SIGN_IN_PER_ADDRESS: AccountLimit = { window: 60, max: 10 };
const SIGN_IN_PER_ACCOUNT: AccountLimit = { window: 300, max: 8 };

/**
 * Accounts are better-auth's: it hashes passwords (scrypt), issues and checks sessions and
 * sets HttpOnly, SameSite=Lax cookies (Secure under https). We only configure it.
 */
export function createAuth(db: Db, options: AuthOptions) {
  const rateLimitOn = options.rateLimit ?? options.env.NODE_ENV === "production";
  const perAddress = options.perAddress ?? SIGN_IN_PER_ADDRESS;
  const perAccount = options.perAccount ?? SIGN_IN_PER_ACCOUNT;
  return betterAuth({
    secret: options.env.authSecret,
    baseURL: options.env.WEB_URL,
    basePath: "/api/auth",
    trustedOrigins: [options.env.WEB_URL, options.env.ADMIN_URL],
    database: prismaAdapter(db, { provider: "postgresql" }),
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128, autoSignIn: true },
    user: { changeEmail: { enabled: false } },
    // Kept off: a cached session cookie would outlive a ban or sign-out elsewhere. Sessions
    // are cached per process instead, invalidated by NOTIFY (session-cache.ts).
    session: { cookieCache: { enabled: false } },
    // The admin plugin gives users the role and ban fields, and refuses to create a session
    // for a banned (suspended) user: that is what stops a suspended person signing in. Its
    // own /admin/* endpoints are closed below: moderation goes through the audited
    // admin.* procedures (docs/moderation.md).
    plugins: [admin({ defaultRole: "player", adminRoles: ["admin"], bannedUserMessage: SUSPENDED_MESSAGE })],
    rateLimit: {
      enabled: rateLimitOn,
      // Shared counters, so every server instance enforces the same limit.
      storage: "database",
      modelName: "rateLimit",
      customRules: { "/sign-in/email": perAddress, "/sign-up/email": { window: 60, max: 5 } },
    },
    advanced: {
      ipAddress: {
        ipAddressHeaders: ["x-forwarded-for"],
        ...(options.env.TRUSTED_PROXIES.length ? { trustedProxies: options.env.TRUSTED_PROXIES } : {}),
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path.startsWith("/admin/")) {
          throw new APIError("NOT_FOUND", { message: "Use the moderators' dashboard for that." });
        }
        if (!rateLimitOn || ctx.path !== "/sign-in/email") return;
        const email = typeof ctx.body?.email === "string" ? ctx.body.email : "";
        if (!email) return;
        const attempt = await takeSignInAttempt(db, email, perAccount);
        if (!attempt.allowed) {
          throw new APIError("TOO_MANY_REQUESTS", {
            message: `Too many sign-in attempts for this account. Try again in ${attempt.retryAfterSeconds} seconds.`,
          });
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
