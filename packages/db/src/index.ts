export { createDb, type Db } from "./client";
export { connectOrExplain, DatabaseUnreachableError, describeDatabaseUrl } from "./connection";
export { describeEnvIssues, EnvError, readDbEnv, type DbEnv } from "./env";
export { MIGRATION_NAMES } from "./migrate/migration-names";
export { Prisma } from "./generated/prisma/client";
export type * from "./generated/prisma/models";
export * from "./generated/prisma/enums";
export { databaseStatus, type DatabaseStatus } from "./status";
