// The floor under every action: one bare PostgreSQL transaction doing what an action's commit
// does at minimum — a version-checked UPDATE of a row holding a state of the same size, and a
// NOTIFY — with 16 writers each on its own row, on the same server as the full-stack run.
import pg from "pg";
import { percentile } from "./stats";

export type BaselineFigures = { readonly rate: number; readonly p99: number; readonly transactions: number };

export async function pgBaseline(
  url: string,
  state: unknown,
  writers = 16,
  runMs = 5_000,
): Promise<BaselineFigures> {
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  await setup.query(
    "CREATE TABLE bench_row (id int PRIMARY KEY, version int NOT NULL, state jsonb NOT NULL)",
  );
  await setup.query("INSERT INTO bench_row SELECT i, 0, $1::jsonb FROM generate_series(0, $2 - 1) AS i", [
    JSON.stringify(state),
    writers,
  ]);
  await setup.end();

  const stateText = JSON.stringify(state);
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + runMs;
  await Promise.all(
    Array.from({ length: writers }, async (_, row) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      let version = 0;
      while (performance.now() < until) {
        const t0 = performance.now();
        await client.query("BEGIN");
        const updated = await client.query(
          "UPDATE bench_row SET state = $1::jsonb, version = version + 1 WHERE id = $2 AND version = $3 RETURNING version",
          [stateText, row, version],
        );
        if (updated.rowCount !== 1) throw new Error("version check failed in the baseline");
        version += 1;
        await client.query("SELECT pg_notify('bench_row', $1)", [JSON.stringify({ id: row, v: version })]);
        await client.query("COMMIT");
        latencies.push(performance.now() - t0);
      }
      await client.end();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { rate: latencies.length / elapsed, p99: percentile(latencies, 99), transactions: latencies.length };
}
