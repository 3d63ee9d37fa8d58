// The bench's only reads of process.env: which PostgreSQL server to make scratch databases on,
// and how their names start (so parallel users of one server can keep to their own names).
export function benchServerUrl(): string {
  return (
    process.env.BENCH_DATABASE_URL ||
    process.env.DATABASE_URL ||
    "postgresql://postgres@127.0.0.1:5432/postgres"
  );
}

export function benchDatabasePrefix(): string {
  const prefix = process.env.BENCH_DATABASE_PREFIX || "wh_bench";
  if (!/^[a-z_][a-z0-9_]{0,40}$/.test(prefix))
    throw new Error(`BENCH_DATABASE_PREFIX is not a plain name: ${prefix}`);
  return prefix;
}
