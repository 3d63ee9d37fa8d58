export { createRealtime, existingRealtime, realtimeFor } from "./registry";
export type { Realtime, RealtimeOptions } from "./runtime";
