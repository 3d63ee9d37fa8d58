// "CPU per action": what one player action costs the server, in CPU time rather than in a rate,
// so the figure holds still on a shared, busy machine. One game, its three seats subscribed
// over SSE to a child test server; N trade actions one after another, each waiting for both
// other seats to receive it. Server CPU = the child process's CPU time over the N actions;
// database CPU = that of the PostgreSQL backends of the scratch database. The baseline is the
// same figure for N bare transactions (BEGIN, version-checked UPDATE of a row of the same
// size, NOTIFY, COMMIT) sent one after another from this process over node-postgres.
import { createDb } from "@wordhall/db";
import pg from "pg";
import { startChildServer } from "../src/testing/child-server";
import { apiClient, signUp } from "../src/testing/clients";
import { benchServerUrl } from "./env";
import { cpuSecondsOf, databaseCpuSeconds } from "./process-cpu";
import { createScratchDatabase } from "./scratch-database";
import { emit, round, sleep } from "./stats";
import { openTradeGames, SEATS, type Seated, tradeAction } from "./trade-games";

const WARM_UP = 100;

export type CpuPerAction = {
  /** Milliseconds of CPU per action: the server process, and the database backends. */
  readonly server: number;
  readonly database: number;
  /** The same for one bare transaction: this process's node-postgres work, and the backend. */
  readonly bareClient: number;
  readonly bareDatabase: number;
};

export async function cpuPerActionBench(
  options: { actions?: number; nodeArgs?: string[] } = {},
): Promise<CpuPerAction> {
  const actions = options.actions ?? 400;
  const scratch = await createScratchDatabase(benchServerUrl());
  const dbName = new URL(scratch.url).pathname.slice(1);
  const db = createDb(scratch.url, { poolSize: 2 });
  const server = await startChildServer({
    databaseUrl: scratch.url,
    timeoutMs: 60_000,
    nodeArgs: options.nodeArgs,
  });
  const subscriptions: { unsubscribe(): void }[] = [];
  try {
    const seats: Seated[] = [];
    for (let i = 0; i < SEATS; i++) {
      const player = await signUp(server.baseUrl, `Cpu${i}`);
      seats.push({ player, client: apiClient(server.baseUrl, player) });
    }
    const [game] = await openTradeGames(db, 1, () => seats);
    if (!game) throw new Error("no trade game");

    // Highest version each seat has received a step for.
    const latest = seats.map(() => 0);
    let wake = () => {};
    seats.forEach(({ client }, seat) => {
      subscriptions.push(
        client.live.game.subscribe(
          { gameId: game.id },
          {
            onData: (value) => {
              const data =
                typeof value === "object" && value !== null && "data" in value ? value.data : value;
              const message = JSON.parse(String(data)) as { version?: number };
              latest[seat] = Math.max(latest[seat] ?? 0, message.version ?? 0);
              wake();
            },
          },
        ),
      );
    });
    const deliveredToOthers = async (actor: number, version: number) => {
      const until = Date.now() + 5_000;
      while (latest.some((v, seat) => seat !== actor && v < version)) {
        if (Date.now() > until) throw new Error(`version ${version} not delivered within 5 s`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 100);
        });
      }
    };
    const run = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const { actor, version } = await tradeAction(game);
        await deliveredToOthers(actor, version);
      }
    };

    await run(WARM_UP);
    // Let the warm-up's stragglers (deadline scheduler wake-ups, GC) settle first.
    await sleep(500);
    const server0 = cpuSecondsOf(server.process.pid);
    const database0 = databaseCpuSeconds(dbName);
    await run(actions);
    const serverMs = ((cpuSecondsOf(server.process.pid) - server0) * 1000) / actions;
    const databaseMs = ((databaseCpuSeconds(dbName) - database0) * 1000) / actions;

    const { state } = await db.game.findUniqueOrThrow({ where: { id: game.id }, select: { state: true } });
    const bare = await bareTransactionCpu(scratch.url, dbName, state, actions);
    const figures = {
      server: serverMs,
      database: databaseMs,
      bareClient: bare.client,
      bareDatabase: bare.database,
    };
    emit({
      name: `server CPU per action (${actions} trade actions one at a time, each delivered to ${SEATS - 1} seats over SSE; database backends another ${round(databaseMs, 2)} ms)`,
      value: round(serverMs, 2),
      unit: "ms",
      baseline: `bare UPDATE + NOTIFY transaction: node-postgres client CPU (database backend another ${round(bare.database, 2)} ms)`,
      baselineValue: round(bare.client, 3),
      ratio: round(serverMs / bare.client, 1),
    });
    emit({
      name: "total CPU per action (server + database) against a bare transaction's (client + database)",
      value: round(serverMs + databaseMs, 2),
      unit: "ms",
      baselineValue: round(bare.client + bare.database, 3),
      ratio: round((serverMs + databaseMs) / (bare.client + bare.database), 1),
    });
    return figures;
  } finally {
    for (const s of subscriptions) s.unsubscribe();
    await server.kill("SIGTERM");
    await db.$disconnect();
    await scratch.drop();
  }
}

/** CPU per bare transaction, sent one after another: this process's, and its backend's. */
async function bareTransactionCpu(
  url: string,
  dbName: string,
  state: unknown,
  count: number,
): Promise<{ client: number; database: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      "CREATE TABLE bench_cpu_row (id int PRIMARY KEY, version int NOT NULL, state jsonb NOT NULL)",
    );
    const stateText = JSON.stringify(state);
    await client.query("INSERT INTO bench_cpu_row VALUES (1, 0, $1::jsonb)", [stateText]);
    let version = 0;
    const once = async () => {
      await client.query("BEGIN");
      const updated = await client.query(
        "UPDATE bench_cpu_row SET state = $1::jsonb, version = version + 1 WHERE id = 1 AND version = $2",
        [stateText, version],
      );
      if (updated.rowCount !== 1) throw new Error("version check failed in the baseline");
      version += 1;
      await client.query("SELECT pg_notify('bench_cpu_row', $1)", [JSON.stringify({ id: 1, v: version })]);
      await client.query("COMMIT");
    };
    for (let i = 0; i < WARM_UP; i++) await once();
    const cpu = process.cpuUsage();
    const database0 = databaseCpuSeconds(dbName);
    for (let i = 0; i < count; i++) await once();
    const used = process.cpuUsage(cpu);
    return {
      client: (used.user + used.system) / 1000 / count,
      database: ((databaseCpuSeconds(dbName) - database0) * 1000) / count,
    };
  } finally {
    await client.end();
  }
}

// Run on its own (`tsx bench/cpu-per-action.ts [actions] [node options…]`), e.g. with
// --cpu-prof --cpu-prof-dir=<dir> to profile the server while it serves this workload.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [count, ...nodeArgs] = process.argv.slice(2);
  await cpuPerActionBench({ actions: count ? Number(count) : undefined, nodeArgs });
}
