import { trpcErrorResponse } from "./trpc-error-response";

/** Calls one tRPC request may carry; the apps batch a handful at most (a page's queries). */
export const MAX_BATCH_CALLS = 20;
/** No procedure's input nests deeper than a few levels; 32 leaves room and stops a stack-eater. */
export const MAX_JSON_DEPTH = 32;

/**
 * Refuses a tRPC request whose shape no page sends: a batch of more than MAX_BATCH_CALLS
 * calls, or a GET's `input` nested deeper than MAX_JSON_DEPTH (bodies are checked as they are
 * read, by the node:http bridge). Both are checked before anything is parsed, so a hostile
 * request costs a scan of its bytes, and the refusal is a sentence rather than "Maximum call
 * stack size exceeded" from deep inside a parser. Returns the refusal, or null.
 */
export function refuseRequestShape(url: URL, method: string): Response | null {
  if (url.searchParams.get("batch") === "1") {
    const path = url.pathname.slice(url.pathname.lastIndexOf("/") + 1);
    if (path.split(",").length > MAX_BATCH_CALLS) {
      return trpcErrorResponse(
        400,
        "BAD_REQUEST",
        `A request may carry at most ${MAX_BATCH_CALLS} calls; send the rest in another.`,
      );
    }
  }
  const input = method === "GET" ? url.searchParams.get("input") : null;
  return input !== null && jsonDepth(input) > MAX_JSON_DEPTH ? tooDeep() : null;
}

/** The refusal of input nested deeper than MAX_JSON_DEPTH. */
export function tooDeep(): Response {
  return trpcErrorResponse(
    400,
    "BAD_REQUEST",
    `The request's data is nested more than ${MAX_JSON_DEPTH} levels deep; nothing here needs that.`,
  );
}

/**
 * The deepest nesting of arrays and objects in JSON text or its UTF-8 bytes (strings
 * skipped), without parsing it: the structural characters are ASCII either way.
 */
export function jsonDepth(text: string | Uint8Array): number {
  const at = typeof text === "string" ? (i: number) => text.charCodeAt(i) : (i: number) => text[i] as number;
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = at(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}
