import { TRPCClientError } from "@trpc/client";

// Turns whatever a mutation threw into a sentence for the player, and says whether the
// outcome is unknown (so sending the same intent again, with the same id, is the right move).

type ErrorData = { code?: string; httpStatus?: number; rule?: string };

const dataOf = (error: unknown): ErrorData | undefined =>
  error instanceof TRPCClientError ? (error.data as ErrorData | undefined) : undefined;

/** Codes after which the move may or may not have been applied, or was not applied for a passing reason. */
const UNCERTAIN_CODES = new Set([
  "SERVICE_UNAVAILABLE",
  "INTERNAL_SERVER_ERROR",
  "BAD_GATEWAY",
  "GATEWAY_TIMEOUT",
  "TIMEOUT",
]);

/** The game changed under the move (the server says "try again"): a retry is the answer. */
const isRetryConflict = (data: ErrorData | undefined, error: unknown) =>
  data?.code === "CONFLICT" && error instanceof Error && /try again/i.test(error.message);

/** True when no answer came back, or the server asked for a retry: resend with the same id. */
export function isUncertainOutcome(error: unknown): boolean {
  const data = dataOf(error);
  if (!data) return true;
  return UNCERTAIN_CODES.has(data.code ?? "") || isRetryConflict(data, error);
}

/** The rule code the engine gave for a refused move (e.g. "not-your-turn"), if any. */
export function ruleOf(error: unknown): string | null {
  return dataOf(error)?.rule ?? null;
}

/** A plain message for the player: the server's own words when it gave some. */
export function errorMessage(error: unknown): string {
  const data = dataOf(error);
  if (error instanceof TRPCClientError && data) {
    if (data.code === "UNAUTHORIZED") return "Your session has ended. Sign in again to keep playing.";
    if (data.code === "INTERNAL_SERVER_ERROR") return "Something went wrong on our side. Please try again.";
    if (data.code === "TOO_MANY_REQUESTS") return "Too many moves at once. Wait a moment and try again.";
    if (error.message) return error.message;
  }
  if (isUncertainOutcome(error)) return "We couldn't reach the server. Check your connection and try again.";
  return error instanceof Error && error.message ? error.message : "Something went wrong. Please try again.";
}
