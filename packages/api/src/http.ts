import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { appRouter } from "./root";
import { getServerDeps } from "./server-deps";

/** The tRPC endpoint for a Next.js route handler (or any fetch-style server). */
export function handleTrpcRequest(request: Request, endpoint = "/api/trpc"): Promise<Response> {
  return fetchRequestHandler({
    endpoint,
    req: request,
    router: appRouter,
    createContext: () => ({ db: getServerDeps().db, headers: request.headers }),
  });
}
