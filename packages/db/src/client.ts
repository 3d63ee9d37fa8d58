import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "./generated/prisma/client";

export type Db = PrismaClient;

export type PoolUse = {
  readonly total: number;
  readonly idle: number;
  readonly waiting: number;
  readonly max: number;
};

// The pool behind each client, kept on the client under a global symbol: a bundler may
// load this module more than once (Next: once per route bundle), and every copy must find
// the pool of a client another copy made.
const POOL = Symbol.for("wordhall.db.pool");
type WithPool = { [POOL]?: pg.Pool };

/** A Prisma client over node-postgres; the same code for PostgreSQL and the embedded server. */
export function createDb(url: string, options: { poolSize?: number } = {}): Db {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 8 });
  // The adapter ends the pool on $disconnect, as it would a pool of its own.
  const db = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  Object.defineProperty(db, POOL, { value: pool });
  return db;
}

/**
 * The node-postgres pool under a Db (the same connections Prisma uses). For the few hot
 * statements where Prisma's own cost per query shows (a game action's read and write):
 * a raw query through it costs a third of the CPU of the same query through Prisma.
 */
export function poolOf(db: Db): pg.Pool {
  const pool = (db as WithPool)[POOL];
  if (!pool) throw new Error("poolOf: this Db was not made by createDb");
  return pool;
}

/** Connections of a client's pool: open, idle, and queries waiting for one (metrics). */
export function poolUse(db: Db): PoolUse | null {
  const pool = (db as WithPool)[POOL];
  if (!pool) return null;
  return {
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    max: pool.options.max ?? 10,
  };
}
