export { ApiEnvError, readApiEnv } from "./env";
export { handleTrpcRequest } from "./http";
export { type AppRouter, appRouter } from "./root";
export { liveness, readiness } from "./services/health";
export type { PackSummary } from "./services/packs";
export { type Context, createCallerFactory } from "./trpc";
