import { trpcErrorResponse } from "./trpc-error-response";

/** No procedure input comes near this; the largest (a category pack) is a few kilobytes. */
export const MAX_BODY_BYTES = 1_000_000;

const tooLarge = () =>
  trpcErrorResponse(413, "PAYLOAD_TOO_LARGE", `The request is too large (at most ${MAX_BODY_BYTES} bytes).`);

/**
 * Refuses a body over `limit` bytes. One sent without a declared length (chunked, possibly
 * endless) is read up to the limit, so it is cut off instead of being buffered whole.
 * Returns a request with the same body that is safe to parse, or a 413 refusal.
 */
export async function limitBody(request: Request, limit = MAX_BODY_BYTES): Promise<Request | Response> {
  if (!request.body) return request;
  const declared = request.headers.get("content-length");
  if (declared !== null) {
    // Node's HTTP parser reads exactly the declared length, so a body that declares one
    // cannot be longer: only the length needs checking, and the request is used as it is.
    return Number(declared) <= limit ? request : tooLarge();
  }
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
  });
}
