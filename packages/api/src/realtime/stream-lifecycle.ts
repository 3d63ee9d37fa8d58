import { AppError } from "../errors";

/** The retryable error a live stream ends with when its server is going away. */
export function restartingError(): AppError {
  return new AppError("SERVICE_UNAVAILABLE", "The server is restarting. Reconnecting…");
}

/** Runs a stream's clean-ups newest first; one failing (e.g. a presence write) never blocks the rest. */
export async function runCleanups(cleanups: (() => unknown)[]): Promise<void> {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch {
      // A failed presence write must not keep the stream from closing.
    }
  }
}

/**
 * Calls `onAbort` when the client goes away, or at once if it already has (it may have left
 * during a stream's setup, before anyone listened). Returns the clean-up that stops listening.
 */
export function watchAbort(signal: AbortSignal | undefined, onAbort: () => void): () => void {
  if (!signal) return () => undefined;
  signal.addEventListener("abort", onAbort);
  if (signal.aborted) onAbort();
  return () => signal.removeEventListener("abort", onAbort);
}
