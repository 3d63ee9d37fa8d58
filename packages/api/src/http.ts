import type { TRPCError } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { readApiEnv } from "./env";
import { AppError } from "./errors";
import { logger } from "./observability/logger";
import { withRequestLog } from "./observability/request-log";
import { appRouter } from "./root";
import { limitBody } from "./security/body-limit";
import { allowedOrigins, refuseForeignOrigin } from "./security/origin-check";
import { getServerDeps, type ServerDeps } from "./server-deps";
import { streamSubscription, subscriptionCall } from "./subscription-stream";
import { createContext } from "./trpc";

export type TrpcHandlerOptions = {
  readonly deps: ServerDeps;
  /** Origins whose pages may send mutations (see security/origin-check.ts). */
  readonly origins: ReadonlySet<string>;
  readonly endpoint?: string;
};

/** A fetch-style tRPC handler over the given connections (the server's, or a test's). */
export function createTrpcHandler(options: TrpcHandlerOptions): (request: Request) => Promise<Response> {
  const endpoint = options.endpoint ?? "/api/trpc";
  return withRequestLog("trpc", async (request, requestId) => {
    const refused = refuseForeignOrigin(request, options.origins);
    if (refused) return refused;
    const limited = await limitBody(request);
    if (limited instanceof Response) return limited;
    const createRequestContext = () => createContext(options.deps, limited.headers);
    // Live streams are written by subscription-stream.ts (one chunk per event); everything
    // else, and any subscription request it leaves to tRPC, goes through tRPC's handler.
    const subscription = subscriptionCall(limited, endpoint);
    if (subscription) {
      return streamSubscription({
        request: limited,
        call: subscription,
        createContext: createRequestContext,
        onError: (error) => logProcedureError(requestId, error, subscription.path, "subscription"),
      });
    }
    return fetchRequestHandler({
      endpoint,
      req: limited,
      router: appRouter,
      createContext: createRequestContext,
      // Refusals are the player's business (their message says why); a server error is ours,
      // logged with the request id the response carries.
      onError: ({ error, path, type }) => logProcedureError(requestId, error, path, type),
      // A live stream's connection is not reused once the stream ends (on SIGTERM, say), so
      // the client's reconnect reaches a fresh process and the old one can exit.
      responseMeta: ({ type }) => (type === "subscription" ? { headers: { Connection: "close" } } : {}),
    });
  });
}

/** Logs a procedure's failure when it is ours, under the request id its response carries. */
function logProcedureError(
  requestId: string,
  error: TRPCError,
  path: string | undefined,
  type: string,
): void {
  // A refusal that wraps a failure of ours (the database could not store a move) is
  // logged with that failure; the player only sees the refusal's sentence.
  const behind = error.cause instanceof AppError ? error.cause.cause : undefined;
  if (error.code !== "INTERNAL_SERVER_ERROR" && behind === undefined) return;
  logger().error(
    { requestId, procedure: path, type, code: error.code, err: behind ?? error.cause ?? error },
    "procedure failed",
  );
}

const serverHandlers = new Map<string, (request: Request) => Promise<Response>>();

/** The tRPC endpoint for a Next.js route handler (or any fetch-style server). */
export function handleTrpcRequest(request: Request, endpoint = "/api/trpc"): Promise<Response> {
  let handler = serverHandlers.get(endpoint);
  if (!handler) {
    handler = createTrpcHandler({ deps: getServerDeps(), origins: allowedOrigins(readApiEnv()), endpoint });
    serverHandlers.set(endpoint, handler);
  }
  return handler(request);
}

/** better-auth's endpoints (sign-up, sign-in, sign-out, session) under /api/auth. */
export const handleAuthRequest: (request: Request) => Promise<Response> = withRequestLog("auth", (request) =>
  getServerDeps().auth.handler(request),
);
