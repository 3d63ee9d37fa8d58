import type { Db } from "@wordhall/db";
import { type Counted, countInWindow, type RateWindow } from "../limits/rate-counter";

/** At most `max` attempts in `window` seconds, counted from the first of them. */
export type AttemptLimit = RateWindow;

/**
 * Sign-in attempts per account, across every address: the per-address limit cannot stop one
 * account being guessed at from many addresses, this does.
 */
export function takeSignInAttempt(
  db: Db,
  email: string,
  limit: AttemptLimit,
  now = Date.now(),
): Promise<Counted> {
  return countInWindow(db, `sign-in-account:${email.trim().toLowerCase()}`, limit, now);
}
