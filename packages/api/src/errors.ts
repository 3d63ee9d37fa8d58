/**
 * Errors services throw on purpose. One tRPC middleware maps them to status codes, so
 * services never import tRPC and every message is written for the player who will read it.
 */
export type AppErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "TOO_MANY_REQUESTS"
  // The server is shutting down; clients retry elsewhere (live subscriptions).
  | "SERVICE_UNAVAILABLE";

export class AppError extends Error {
  override readonly name = "AppError";
  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** The engine's error code when a rule refused the action. */
    readonly rule?: string,
    /** The failure behind a refusal that is not the player's doing (logged, never sent). */
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
