import type { TRPCError } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import type { Db } from "@wordhall/db";
import type { Auth } from "./auth/auth";
import { AppError } from "./errors";
import { logger } from "./observability/logger";
import { withRequestLog } from "./observability/request-log";
import { appRouter } from "./root";
import { limitBody } from "./security/body-limit";
import { refuseForeignOrigin } from "./security/origin-check";
import { MAX_BATCH_CALLS, refuseRequestShape } from "./security/request-shape";
import { streamSubscription, subscriptionCall } from "./subscription-stream";
import { createContext } from "./trpc";

/** The connections a request is served with: the pool and accounts of its server process. */
export type ServerDeps = { readonly db: Db; readonly auth: Auth };

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
    const shape = refuseRequestShape(new URL(request.url), request.method);
    if (shape) return shape;
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
      maxBatchSize: MAX_BATCH_CALLS,
      // Answers depend on who asks (the session cookie), so no shared cache may keep them.
      // A live stream's connection is not reused once the stream ends (on SIGTERM, say), so
      // the client's reconnect reaches a fresh process and the old one can exit.
      responseMeta: ({ type }) => ({
        headers:
          type === "subscription"
            ? { Connection: "close", "Cache-Control": "no-store" }
            : { "Cache-Control": "private, no-store" },
      }),
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
