import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { appRouter } from "./root";
import { getServerDeps } from "./server-deps";
import { createContext } from "./trpc";

/** The tRPC endpoint for a Next.js route handler (or any fetch-style server). */
export function handleTrpcRequest(request: Request, endpoint = "/api/trpc"): Promise<Response> {
  return fetchRequestHandler({
    endpoint,
    req: request,
    router: appRouter,
    createContext: () => createContext(getServerDeps(), request.headers),
    // A live stream's connection is not reused once the stream ends (on SIGTERM, say), so
    // the client's reconnect reaches a fresh process and the old one can exit.
    responseMeta: ({ type }) => (type === "subscription" ? { headers: { Connection: "close" } } : {}),
  });
}

/** better-auth's endpoints (sign-up, sign-in, sign-out, session) under /api/auth. */
export function handleAuthRequest(request: Request): Promise<Response> {
  return getServerDeps().auth.handler(request);
}
