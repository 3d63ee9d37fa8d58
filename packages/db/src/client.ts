import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/prisma/client";

export type Db = PrismaClient;

/** A Prisma client over node-postgres; the same code for PostgreSQL and the embedded server. */
export function createDb(url: string, options: { poolSize?: number } = {}): Db {
  const adapter = new PrismaPg({ connectionString: url, max: options.poolSize ?? 8 });
  return new PrismaClient({ adapter });
}
