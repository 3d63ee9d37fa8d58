import { type TRPC_ERROR_CODE_KEY, TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";

/**
 * A refusal made before tRPC runs, in tRPC's own error shape so the client shows the
 * message like any other error (a batched call gets the same error for each of its calls).
 */
export function trpcErrorResponse(status: number, code: TRPC_ERROR_CODE_KEY, message: string): Response {
  const body = {
    error: { message, code: TRPC_ERROR_CODES_BY_KEY[code], data: { code, httpStatus: status } },
  };
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", "cache-control": "no-store" },
  });
}
