import {
  dehydrate,
  type FetchInfiniteQueryOptions,
  type FetchQueryOptions,
  HydrationBoundary,
  type QueryKey,
} from "@tanstack/react-query";
import { createServerTrpc, type Refusal, refusalOf, type ServerTrpc } from "@wordhall/client/server";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { cache } from "react";
import { webEnv } from "./env";

// Server components of the public pages fetch their data from a game server with the
// visitor's cookie, render it, and hand the same answers to the browser's query cache, so
// the client components show them at once and don't ask again (docs/web.md, "Rendered on
// the server"). Nothing here reaches the database: it is HTTP to the API, as the browser's.

/** This request's tRPC client and query cache: one per request, shared by every server component. */
export const serverApi = cache(
  (): ServerTrpc =>
    createServerTrpc({
      url: new URL("/api/trpc", webEnv().GAME_SERVER_URL).href,
      headers: async (): Promise<Record<string, string>> => {
        // The visitor's session, so the game server answers what they may see (a private
        // game of theirs, their own draft pack) and refuses what they may not.
        const cookie = (await headers()).get("cookie");
        return cookie ? { cookie } : {};
      },
    }),
);

/** A query's answer for the page: its data, the game server's refusal, or neither (left to the browser). */
export type ForPage<T> =
  | { readonly data: T; readonly refusal: null }
  | { readonly data: null; readonly refusal: Refusal | null };

/**
 * Fetches one query into this request's cache. A refusal (not found, not allowed) is the
 * page's to show, as the browser would have shown it; when the game server can't answer,
 * the page renders without the data and the browser asks as it always did.
 */
export async function fetchForPage<TData, TError, TKey extends QueryKey>(
  options: FetchQueryOptions<TData, TError, TData, TKey>,
): Promise<ForPage<TData>> {
  try {
    return { data: await serverApi().queryClient.fetchQuery(options), refusal: null };
  } catch (error) {
    return { data: null, refusal: refused(error, options.queryKey) };
  }
}

/** The same for a paged list (its first page). */
export async function fetchFirstPageForPage<TData, TError, TKey extends QueryKey, TPage>(
  options: FetchInfiniteQueryOptions<TData, TError, TData, TKey, TPage>,
): Promise<void> {
  try {
    await serverApi().queryClient.fetchInfiniteQuery(options);
  } catch (error) {
    refused(error, options.queryKey);
  }
}

function refused(error: unknown, key: QueryKey): Refusal | null {
  const refusal = refusalOf(error);
  if (refusal === null) {
    // One line for the operator; the visitor's browser fetches it instead.
    const reason = error instanceof Error ? error.message : String(error);
    console.error(
      `web: rendered without ${JSON.stringify(key[0])} (the game server did not answer: ${reason})`,
    );
  }
  return refusal;
}

/** Hands everything this request fetched to the browser's query cache, for the client components inside. */
export function HydratedQueries({ children }: { readonly children: ReactNode }) {
  return <HydrationBoundary state={dehydrate(serverApi().queryClient)}>{children}</HydrationBoundary>;
}
