// Database figures for `pnpm bench`: applying the migrations and a query round trip, on
// the embedded database (PGlite over its socket) and on PostgreSQL, each next to a baseline
// measured in the same run. PostgreSQL comes from BENCH_DATABASE_URL, else DATABASE_URL,
// else the local server these machines run; it is skipped with a note when unreachable.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { createDb } from "../src/client";
import { connectOrExplain } from "../src/connection";
import { findFreePort, startEmbeddedDatabase } from "../src/embedded/server";
import { applyMigrations } from "../src/migrate/apply";
import { readMigrations } from "../src/migrate/migration-files";
import { seed } from "../src/seed/seed";

type Row = Record<string, unknown>;
const emit = (row: Row) => console.log(`BENCH ${JSON.stringify(row)}`);

async function timeIt(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function roundTrips(fn: () => Promise<unknown>, n: number): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < 20; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < n; i++) samples.push(await timeIt(fn));
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

/** Two fresh databases from a factory: one migrated by us, one fed the raw SQL. */
async function measure(label: string, fresh: () => Promise<{ url: string; drop(): Promise<void> }>) {
  const sql = readMigrations().map((m) => m.sql);

  // Warm up the server (and PGlite's wasm) so neither side pays for first-use costs.
  const warm = await fresh();
  const warmClient = await connectOrExplain(warm.url);
  for (const statement of sql) await warmClient.query(statement);
  await warmClient.end();
  await warm.drop();

  const baseDb = await fresh();
  const raw = await connectOrExplain(baseDb.url);
  const rawMs = await timeIt(async () => {
    for (const statement of sql) await raw.query(statement);
  });
  await raw.end();
  await baseDb.drop();

  const target = await fresh();
  const client = await connectOrExplain(target.url);
  const migrateMs = await timeIt(() => applyMigrations(client));
  const againMs = await timeIt(() => applyMigrations(client));
  emit({
    name: `migrate, fresh (${label})`,
    value: migrateMs,
    unit: "ms",
    baseline: "the same SQL run bare",
    baselineValue: rawMs,
    ratio: migrateMs / rawMs,
  });
  emit({
    name: `migrate, already up to date (${label})`,
    value: againMs,
    unit: "ms",
    baseline: "fresh migrate",
    baselineValue: migrateMs,
    ratio: againMs / migrateMs,
  });

  const db = createDb(target.url, { poolSize: 2 });
  await seed(db, { demoAccounts: false });
  const bare = await roundTrips(() => client.query("SELECT 1"), 300);
  const prisma = await roundTrips(
    () => db.categoryPack.findMany({ where: { builtIn: true }, select: { id: true, title: true } }),
    300,
  );
  emit({
    name: `query round trip p50, Prisma (${label})`,
    value: prisma.p50,
    unit: "ms",
    baseline: "SELECT 1 over pg",
    baselineValue: bare.p50,
    ratio: prisma.p50 / bare.p50,
  });
  emit({
    name: `query round trip p99, Prisma (${label})`,
    value: prisma.p99,
    unit: "ms",
    baseline: "SELECT 1 over pg",
    baselineValue: bare.p99,
    ratio: prisma.p99 / bare.p99,
  });
  await db.$disconnect();
  await client.end();
  await target.drop();
}

await measure("PGlite", async () => {
  const embedded = await startEmbeddedDatabase({ port: await findFreePort() });
  return { url: embedded.url, drop: () => embedded.stop() };
});

const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  "postgresql://postgres@127.0.0.1:5432/postgres";
let reachable = true;
try {
  await (await connectOrExplain(serverUrl, 2000)).end();
} catch (error) {
  reachable = false;
  console.error(`bench(db): PostgreSQL skipped: ${(error as Error).message}`);
}
if (reachable) {
  await measure("PostgreSQL", async () => {
    const name = `wh_bench_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      async drop() {
        const again = new pg.Client({ connectionString: serverUrl });
        await again.connect();
        await again.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await again.end();
      },
    };
  });
}
process.exit(0);
