import type { Db } from "@wordhall/db";
import { APIError } from "better-auth/api";
import { countInWindow, inWords } from "../limits/rate-counter";
import { addressKey, clientAddress, type TrustedProxies } from "../security/client-address";
import type { AttemptLimit } from "./attempt-counter";

/**
 * The client's address as we derived it (security/client-address.ts), handed to better-auth
 * in a header of our own. Whatever a client sends under this name is dropped first, so the
 * only value better-auth and our hooks can read is ours.
 */
export const CLIENT_ADDRESS_HEADER = "x-wordhall-client-address";

/** The request better-auth gets: our header set to the derived address, or absent if unknown. */
export function withClientAddress(
  request: Request,
  socketAddress: string | undefined,
  proxies: TrustedProxies,
): Request {
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_ADDRESS_HEADER);
  const address = clientAddress({
    socketAddress,
    forwardedFor: headers.get("x-forwarded-for"),
    trustedProxies: proxies,
  });
  if (address !== undefined) headers.set(CLIENT_ADDRESS_HEADER, address);
  return new Request(request, { headers });
}

export type AddressLimits = { readonly signIn: AttemptLimit; readonly signUp: AttemptLimit };

/**
 * Sized for people who really share one address: a family, a classroom or a party playing
 * in one room, all behind one router. A class of 30 can make its accounts in one lesson, and
 * sign in together with a typo or two each; a script gets no further than that. Guessing
 * at one account is held back by the per-account limit (auth.ts), not by these.
 */
export const ADDRESS_LIMITS: AddressLimits = {
  // 30 in 10 minutes: a class of 30 signing up at once. Also what bounds probing which
  // emails have accounts (sign-up says when one is taken): 180 an hour per address.
  signUp: { window: 600, max: 30 },
  // 60 in 5 minutes: 30 people signing in at once, each allowed a second try.
  signIn: { window: 300, max: 60 },
};

const LIMITED_PATHS = {
  "/sign-up/email": { limit: "signUp", what: "sign-ups" },
  "/sign-in/email": { limit: "signIn", what: "sign-in attempts" },
} as const satisfies Record<string, { limit: keyof AddressLimits; what: string }>;

/** The paths whose per-address limit is ours, so better-auth's own limiter leaves them alone. */
export const ADDRESS_LIMITED_PATHS = Object.keys(LIMITED_PATHS);

/**
 * Counts a sign-up or sign-in against the caller's address; over the limit, refuses with
 * when to try again (in the message and in Retry-After). Requests whose address is unknown
 * share one count, the cautious choice.
 */
export async function refuseOverAddressLimit(
  db: Db,
  path: string,
  headers: Headers | undefined,
  limits: AddressLimits,
): Promise<void> {
  const rule = LIMITED_PATHS[path as keyof typeof LIMITED_PATHS];
  if (!rule) return;
  const address = headers?.get(CLIENT_ADDRESS_HEADER);
  const key = `${rule.limit}-address:${address ? addressKey(address) : "unknown"}`;
  const attempt = await countInWindow(db, key, limits[rule.limit]);
  if (attempt.allowed) return;
  throw new APIError(
    "TOO_MANY_REQUESTS",
    {
      message: `Too many ${rule.what} from your network. Try again in ${inWords(attempt.retryAfterSeconds)}.`,
    },
    { "Retry-After": String(attempt.retryAfterSeconds) },
  );
}
