// Server-only entry for the apps' instrumentation (node runtime) and for tests and benches.
export { createRealtime, realtimeFor, startRealtime, stopRealtime } from "./registry";
export type { Realtime, RealtimeOptions } from "./runtime";
