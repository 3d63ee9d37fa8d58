import { QueryClient } from "@tanstack/react-query";

/**
 * How long a query's answer counts as fresh, in the browser and on a page server alike: an
 * answer a page server fetched and handed over (hydrated) is not asked for again while fresh.
 */
export const QUERY_STALE_MS = 30_000;

/** The browser's query cache: one retry, since a dropped connection is often back at once. */
export function makeBrowserQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: QUERY_STALE_MS, retry: 1 } } });
}

/**
 * A page server's query cache for one request. No retry: a refusal stays a refusal, and when
 * the game server can't be reached the page is rendered without the data and the browser asks.
 */
export function makeServerQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: QUERY_STALE_MS, retry: false } } });
}
