import type { QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpLink, TRPCClientError } from "@trpc/client";
import { createTRPCOptionsProxy, type TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import type { AppRouter } from "@wordhall/api";
import { makeServerQueryClient } from "./query-client";

// A page server's side of tRPC: the same procedures and query keys the browser uses, asked
// over HTTP of a game server, so what a server component fetched can be handed to the
// browser's query cache (dehydrate + HydrationBoundary) and is not fetched again there. Only
// the router's type is imported: a page server holds no server code of the api.

export type ServerTrpc = {
  /** This request's cache: everything fetched through `trpc` lands here, ready to dehydrate. */
  readonly queryClient: QueryClient;
  /** `trpc.packs.get.queryOptions(input)` and so on, exactly as `useTRPC()` gives them. */
  readonly trpc: TRPCOptionsProxy<AppRouter>;
};

/**
 * One request's tRPC client and cache. `headers` gives what to send with every call (the
 * visitor's cookie, so the game server answers as it would answer them). Queries go as GET,
 * as the browser's do, so the game server's Origin check for mutations does not apply.
 */
export function createServerTrpc(options: {
  readonly url: string;
  readonly headers: () => Promise<Record<string, string>>;
}): ServerTrpc {
  const queryClient = makeServerQueryClient();
  const client = createTRPCClient<AppRouter>({
    links: [httpLink({ url: options.url, headers: options.headers })],
  });
  return { queryClient, trpc: createTRPCOptionsProxy<AppRouter>({ client, queryClient }) };
}

/** What a refusal carries to the page: plain data, as a server component may hand it on. */
export type Refusal = {
  readonly message: string;
  readonly data: { readonly code: string; readonly httpStatus: number };
};

/**
 * The game server's refusal of a call (a 4xx with its sentence: not found, not allowed, bad
 * input), as plain data; null for anything else (unreachable, 5xx, too many requests), which
 * a page leaves to the browser to ask again.
 */
export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data = error.data as { code?: unknown; httpStatus?: unknown } | undefined;
  const status = data?.httpStatus;
  const code = data?.code;
  if (typeof status !== "number" || typeof code !== "string") return null;
  if (status < 400 || status >= 500 || status === 429) return null;
  return { message: error.message, data: { code, httpStatus: status } };
}
