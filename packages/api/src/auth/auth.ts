import type { Db } from "@wordhall/db";
import { betterAuth } from "better-auth";
import { prismaAdapter } from "better-auth/adapters/prisma";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { admin } from "better-auth/plugins";
import type { ApiEnv } from "../env";
import { trustedProxies } from "../security/client-address";
import { BOT_SESSION_REFUSAL, botAccountRefusal } from "../services/bots/bot-accounts";
import { checkAccountInput } from "./account-input";
import { PASSWORD_MAX, PASSWORD_MIN_LENGTH } from "./account-rules";
import {
  ADDRESS_LIMITED_PATHS,
  ADDRESS_LIMITS,
  type AddressLimits,
  CLIENT_ADDRESS_HEADER,
  refuseOverAddressLimit,
  withClientAddress,
} from "./address-limits";
import { type AttemptLimit, takeSignInAttempt } from "./attempt-counter";
import { refuseWeakPassword } from "./password-strength";

export type AuthOptions = {
  readonly env: Pick<ApiEnv, "authSecret" | "WEB_URL" | "ADMIN_URL" | "TRUSTED_PROXIES" | "NODE_ENV">;
  /** Off by default outside production, as in better-auth; tests switch it on. */
  readonly rateLimit?: boolean;
  readonly perAddress?: Partial<AddressLimits>;
  readonly perAccount?: AttemptLimit;
};

/** What the host knows of the connection a request came on. */
export type AuthConnection = {
  /**
   * The TCP peer's address. A host that cannot see it (Next's route handlers) leaves it
   * out, and the right-most X-Forwarded-For entry stands in (security/client-address.ts).
   */
  readonly socketAddress?: string | undefined;
};

/** What a suspended person reads when they try to sign in. */
export const SUSPENDED_MESSAGE =
  "This account is suspended. If you think this is a mistake, contact the moderators.";

const SIGN_IN_PER_ACCOUNT: AttemptLimit = { window: 300, max: 8 };

/**
 * Accounts are better-auth's: it hashes passwords (scrypt), issues and checks sessions and
 * sets HttpOnly, SameSite=Lax cookies (Secure under https). We only configure it.
 */
export function createAuth(db: Db, options: AuthOptions) {
  const rateLimitOn = options.rateLimit ?? options.env.NODE_ENV === "production";
  const perAddress: AddressLimits = { ...ADDRESS_LIMITS, ...options.perAddress };
  const perAccount = options.perAccount ?? SIGN_IN_PER_ACCOUNT;
  const proxies = trustedProxies(options.env.TRUSTED_PROXIES);
  const auth = betterAuth({
    secret: options.env.authSecret,
    baseURL: options.env.WEB_URL,
    basePath: "/api/auth",
    trustedOrigins: [options.env.WEB_URL, options.env.ADMIN_URL],
    database: prismaAdapter(db, { provider: "postgresql" }),
    // Sign-up says so when an email is taken. better-auth answers alike for taken and free
    // emails only with email verification (we send no mail) or with autoSignIn off, and then
    // the form must sign in straight after, which fails exactly when the email was someone
    // else's: it would hide nothing. The per-address limit slows probing instead.
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: true,
    },
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
      // Sign-up and sign-in are limited per address by our hook below, whose refusal says
      // when to try again; better-auth's own answer for them cannot.
      customRules: Object.fromEntries(ADDRESS_LIMITED_PATHS.map((path) => [path, false as const])),
    },
    // The one address header better-auth reads (its limiter, the session's address) is the
    // one we set from the socket and the trusted proxies (address-limits.ts).
    advanced: { ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] } },
    // Whatever path a session would come from, none is ever opened for a bot identity.
    databaseHooks: {
      session: {
        create: {
          async before(session) {
            const user = await db.user.findUnique({
              where: { id: session.userId },
              select: { botLevel: true },
            });
            if (user?.botLevel) throw new APIError("FORBIDDEN", { message: BOT_SESSION_REFUSAL });
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path.startsWith("/admin/")) {
          throw new APIError("NOT_FOUND", { message: "Use the moderators' dashboard for that." });
        }
        if (rateLimitOn) await refuseOverAddressLimit(db, ctx.path, ctx.headers, perAddress);
        // Nobody signs in or up as a bot, nor takes a name that passes for one (BOT-1).
        const botRefusal = botAccountRefusal(ctx.path, ctx.body);
        if (botRefusal) throw new APIError("BAD_REQUEST", { message: botRefusal });
        // Names, emails and passwords as typed, checked before better-auth stores or hashes them.
        const account = checkAccountInput(ctx.path, ctx.body);
        if (!account.ok) throw new APIError("BAD_REQUEST", { message: account.message });
        await refuseWeakPassword(ctx.path, ctx.body);
        if (rateLimitOn && ctx.path === "/sign-in/email") {
          const email = typeof ctx.body?.email === "string" ? ctx.body.email : "";
          const attempt = email ? await takeSignInAttempt(db, email, perAccount) : { allowed: true as const };
          if (!attempt.allowed) {
            throw new APIError("TOO_MANY_REQUESTS", {
              message: `Too many sign-in attempts for this account. Try again in ${attempt.retryAfterSeconds} seconds.`,
            });
          }
        }
        // The normalised name and email go on to better-auth in place of what was typed.
        if (account.body) return { context: { body: account.body } };
      }),
    },
  });
  // Every request reaches better-auth through here, so our address header is always ours.
  const handler = (request: Request, connection: AuthConnection = {}) =>
    auth.handler(withClientAddress(request, connection.socketAddress, proxies));
  return { ...auth, handler, fetch: handler };
}

export type Auth = ReturnType<typeof createAuth>;
