import { type BrowserContext, expect, test } from "@playwright/test";

// For browser tests that set a table up quickly: a person's moves sent as their browser
// would send them (the page's own tRPC endpoint, their cookies), without clicking through.
// What the test is about is still done on the page.

/** Calls one tRPC procedure as the context's person and returns its data. */
export async function callTrpc(
  context: BrowserContext,
  path: string,
  input: unknown,
  type: "query" | "mutation" = "mutation",
) {
  const base = test.info().project.use.baseURL ?? "";
  const response =
    type === "query"
      ? await context.request.get(
          `${base}/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
        )
      : await context.request.post(`${base}/api/trpc/${path}`, { data: input, headers: { origin: base } });
  const body = await response.json();
  expect(response.ok(), `${path}: ${JSON.stringify(body).slice(0, 300)}`).toBe(true);
  return body.result.data;
}

let serial = 0;

/** A game move's ids: the game and a fresh client action id. */
export const moveIds = (gameId: string) => ({
  gameId,
  clientActionId: `e2e-${Date.now().toString(36)}-${++serial}`,
});
