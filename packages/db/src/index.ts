export { createDb, type Db, type PoolUse, poolOf, poolUse } from "./client";
export { connectOrExplain, DatabaseUnreachableError, describeDatabaseUrl } from "./connection";
export { type DbEnv, EnvError, readDbEnv } from "./env";
export { Prisma } from "./generated/prisma/client";
export * from "./generated/prisma/enums";
export type * from "./generated/prisma/models";
export { MIGRATION_NAMES } from "./migrate/migration-names";
export { type DatabaseStatus, databaseStatus } from "./status";
