// The server side of the API, for the game server (apps/game-server) and the api's own tests.
export { type Auth, createAuth } from "./auth/auth";
export { hasRole, ROLES, type Role } from "./auth/roles";
export { type ApiEnv, ApiEnvError, readApiEnv } from "./env";
export { ApiServer, type ApiServerOptions } from "./hosting/api-server";
export { createTrpcHandler, type ServerDeps } from "./http";
export { serverLexicons } from "./lexicons";
export { logger, setServiceName } from "./observability/logger";
export { type AppRouter, appRouter } from "./root";
export { clientAddress, type TrustedProxies, trustedProxies } from "./security/client-address";
export {
  type BotRegistry,
  type BotRegistryOptions,
  createBotRegistry,
  serverBots,
  useBotRegistry,
} from "./services/bots/registry";
export type { PackSummary } from "./services/packs/built-in";
export {
  type Context,
  createCallerFactory,
  createContext,
  type SessionUser,
} from "./trpc";
