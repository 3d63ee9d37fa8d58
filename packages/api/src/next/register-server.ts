/**
 * What each Next app's `instrumentation.ts` runs when its server starts. Next evaluates
 * instrumentation in the edge runtime too, where there is no database; the NEXT_RUNTIME check
 * is inlined at build time (this package is compiled with the app) and drops the imports
 * below from that bundle.
 */
export async function registerServer(app: "web" | "admin"): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Validate the environment once, so a bad or missing variable stops the server with one
  // line naming it instead of failing on the first request.
  const { readApiEnv } = await import("../env");
  try {
    readApiEnv(process.env);
  } catch (error) {
    console.error(`${app}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  // From here on the server logs JSON lines naming this app (see docs/operations.md).
  const { setServiceName } = await import("../observability");
  setServiceName(app);
  // This process's deadline scheduler and live fan-out (LISTEN connection), once; on SIGTERM
  // they end live streams so the server can exit.
  const { startRealtime } = await import("../realtime");
  await startRealtime();
}
