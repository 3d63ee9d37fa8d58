export { type Auth, createAuth } from "./auth/auth";
export { hasRole, ROLES, type Role } from "./auth/roles";
export { ApiEnvError, readApiEnv } from "./env";
export { createTrpcHandler, handleAuthRequest, handleTrpcRequest } from "./http";
export { handleMetricsRequest } from "./observability/metrics-endpoint";
export { type AppRouter, appRouter } from "./root";
export { readSessionUser } from "./server-session";
export { liveness, readiness } from "./services/health";
export type { PackSummary } from "./services/packs/built-in";
export {
  type Context,
  createCallerFactory,
  createContext,
  type SessionUser,
} from "./trpc";
