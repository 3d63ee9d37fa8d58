import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "./generated/prisma/client";

export type Db = PrismaClient;

const pools = new WeakMap<Db, pg.Pool>();

/** A Prisma client over node-postgres; the same code for PostgreSQL and the embedded server. */
export function createDb(url: string, options: { poolSize?: number } = {}): Db {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 8 });
  // The adapter ends the pool on $disconnect, as it would a pool of its own.
  const db = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  pools.set(db, pool);
  return db;
}

/**
 * The node-postgres pool under a Db (the same connections Prisma uses). For the few hot
 * statements where Prisma's own cost per query shows (a game action's read and write):
 * a raw query through it costs a third of the CPU of the same query through Prisma.
 */
export function poolOf(db: Db): pg.Pool {
  const pool = pools.get(db);
  if (!pool) throw new Error("poolOf: this Db was not made by createDb");
  return pool;
}
