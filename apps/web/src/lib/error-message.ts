/**
 * One sentence a player can act on, from whatever failed: a tRPC error (the server writes
 * its messages for players), a better-auth error object, or a dropped connection.
 */
export function errorMessage(error: unknown): string {
  if (error === null || error === undefined) return "Something went wrong. Please try again.";
  if (typeof error === "string") return error || "Something went wrong. Please try again.";
  const { message, status, code } = fields(error);
  if (status === 429 || code === "TOO_MANY_REQUESTS") {
    return message && !/^too many requests$/i.test(message)
      ? message
      : "Too many attempts. Wait a minute and try again.";
  }
  if (message && /failed to fetch|networkerror|load failed|network request failed/i.test(message)) {
    return "Can't reach Wordhall right now. Check your connection and try again.";
  }
  if (code === "INTERNAL_SERVER_ERROR" || (status !== undefined && status >= 500)) {
    return "Something went wrong on our side. Please try again in a moment.";
  }
  return message || "Something went wrong. Please try again.";
}

function fields(error: unknown): { message?: string; status?: number; code?: string } {
  if (typeof error !== "object" || error === null) return {};
  const e = error as {
    message?: unknown;
    status?: unknown;
    code?: unknown;
    data?: { code?: unknown; httpStatus?: unknown } | null;
  };
  const message = typeof e.message === "string" ? e.message : undefined;
  const status =
    typeof e.status === "number"
      ? e.status
      : typeof e.data?.httpStatus === "number"
        ? e.data.httpStatus
        : undefined;
  const code =
    typeof e.data?.code === "string" ? e.data.code : typeof e.code === "string" ? e.code : undefined;
  return {
    ...(message !== undefined ? { message } : {}),
    ...(status !== undefined ? { status } : {}),
    ...(code !== undefined ? { code } : {}),
  };
}
