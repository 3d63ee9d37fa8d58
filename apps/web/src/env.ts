/**
 * Validates the environment once at start-up (from instrumentation.ts), so a bad or missing
 * variable stops the server with one line naming it instead of failing on the first request.
 * Next evaluates instrumentation in the edge runtime too, where there is no database; the
 * NEXT_RUNTIME check is inlined at build time and drops the import from that bundle.
 */
export async function assertServerEnv(app: string): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { readApiEnv } = await import("@wordhall/api/env");
  try {
    readApiEnv(process.env);
  } catch (error) {
    console.error(`${app}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  // From here on the server logs JSON lines naming this app (see docs/operations.md).
  const { setServiceName } = await import("@wordhall/api/observability");
  setServiceName(app);
}

/**
 * Starts this server process's deadline scheduler and live fan-out (LISTEN connection),
 * once; on SIGTERM they end live streams so the server can exit. Node runtime only, with
 * the same inlined check as above.
 */
export async function startServerRealtime(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startRealtime } = await import("@wordhall/api/realtime");
  await startRealtime();
}
