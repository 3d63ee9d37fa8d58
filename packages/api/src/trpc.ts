import { initTRPC, TRPCError } from "@trpc/server";
import type { Db } from "@wordhall/db";
import { ZodError, z } from "zod";
import type { Auth } from "./auth/auth";
import { hasRole, type Role } from "./auth/roles";
import type { CheckedSession } from "./auth/session-cache";
import { AppError } from "./errors";
import { existingRealtime } from "./realtime/registry";
import { refusalOf } from "./storage-refusal";

export type SessionUser = {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly role: Role;
};

export type Context = {
  readonly db: Db;
  readonly headers: Headers;
  readonly user: SessionUser | null;
};

/** Builds the context of one request: who is calling, from the session cookie. */
export async function createContext(deps: { db: Db; auth: Auth }, headers: Headers): Promise<Context> {
  const check = () => checkSession(deps.auth, headers);
  // The process's session cache, when its realtime (and so its LISTEN connection) exists.
  const cache = existingRealtime(deps.db)?.sessions;
  const user = cache ? await cache.user(headers.get("cookie"), check) : ((await check())?.user ?? null);
  return { db: deps.db, headers, user };
}

/** better-auth's check of the session cookie: signature, then the session and user rows. */
async function checkSession(auth: Auth, headers: Headers): Promise<CheckedSession | null> {
  const session = await auth.api.getSession({ headers });
  if (!session?.user) return null;
  const user = {
    id: session.user.id,
    name: session.user.name,
    email: session.user.email,
    role: ((session.user as { role?: string }).role ?? "player") as Role,
  };
  return { user, expiresAt: new Date(session.session.expiresAt).getTime() };
}

/**
 * Live subscriptions (SSE): pings keep idle proxies from cutting a quiet stream, and a
 * client that hears nothing for longer reconnects (resuming from its last event id).
 * subscription-stream.ts writes the streams with these same settings.
 */
export const SSE_SETTINGS = {
  ping: { enabled: true, intervalMs: 10_000 },
  client: { reconnectAfterInactivityMs: 25_000 },
} as const;

const t = initTRPC.context<Context>().create({
  sse: SSE_SETTINGS,
  // No stack traces in responses in any environment (tRPC adds them unless NODE_ENV is
  // "production", so a server started without it would show file paths to players); the
  // log line of the request has them.
  isDev: false,
  errorFormatter({ shape, error }) {
    // Bad input reaches the player as a sentence naming the field, not a zod dump.
    const cause = error.cause;
    if (error.code === "BAD_REQUEST" && cause instanceof ZodError) {
      return {
        ...shape,
        message: cause.issues
          .map((i) => (i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message))
          .join("; "),
        data: { ...shape.data, fieldErrors: z.flattenError(cause).fieldErrors },
      };
    }
    // A failure of ours: the player gets a sentence, never the driver's or ORM's text (which
    // names tables and queries); the log has the details under the response's request id.
    if (error.code === "INTERNAL_SERVER_ERROR") {
      return { ...shape, message: "Something went wrong on our side. Please try again." };
    }
    // Engine rule codes travel with the message so clients can react to them.
    const rule = cause instanceof AppError ? cause.rule : undefined;
    return rule ? { ...shape, data: { ...shape.data, rule } } : shape;
  },
});

export const createRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * The one place application errors become tRPC errors (and so HTTP status codes); a value
 * the database refused to store is the request's fault too (storage-refusal.ts).
 */
const mapAppErrors = t.middleware(async ({ next }) => {
  const result = await next();
  const refusal = result.ok ? null : refusalOf(result.error.cause);
  if (refusal) throw new TRPCError({ code: refusal.code, message: refusal.message, cause: refusal });
  return result;
});

export const publicProcedure = t.procedure.use(mapAppErrors);

function requireRole(role: Role | null) {
  return t.middleware(({ ctx, next }) => {
    if (!ctx.user) throw new TRPCError({ code: "UNAUTHORIZED", message: "Sign in to do that." });
    if (role && !hasRole(ctx.user.role, role)) {
      throw new TRPCError({ code: "FORBIDDEN", message: `Only ${role}s can do that.` });
    }
    return next({ ctx: { ...ctx, user: ctx.user } });
  });
}

export const protectedProcedure = publicProcedure.use(requireRole(null));
export const moderatorProcedure = publicProcedure.use(requireRole("moderator"));
export const adminProcedure = publicProcedure.use(requireRole("admin"));
