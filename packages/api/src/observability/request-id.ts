import { randomUUID } from "node:crypto";

export const REQUEST_ID_HEADER = "x-request-id";

// What a proxy or client may hand us: short and printable, so it can go into a log line as
// it is. Anything else is replaced rather than trusted.
const ACCEPTED = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** The caller's x-request-id when it is sensible, or a new one. */
export function requestIdFrom(headers: Headers): string {
  const given = headers.get(REQUEST_ID_HEADER);
  return given && ACCEPTED.test(given) ? given : randomUUID();
}
