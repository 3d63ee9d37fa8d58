// The bench's only reads of process.env: which PostgreSQL server to make a scratch database on.
export function benchServerUrl(): string {
  return (
    process.env.BENCH_DATABASE_URL ||
    process.env.DATABASE_URL ||
    "postgresql://postgres@127.0.0.1:5432/postgres"
  );
}
