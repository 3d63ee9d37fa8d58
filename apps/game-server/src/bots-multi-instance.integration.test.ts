import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type BotRegistry, createBotRegistry, serverLexicons, useBotRegistry } from "@wordhall/api";
import {
  botGameProblems,
  type ChildServer,
  createGame,
  GAME_CHANNEL,
  parseChangeNotice,
  QUICK_BOT_OMW,
} from "@wordhall/api/testing";
import { nodeOhMyWordKnowledge } from "@wordhall/bots/node";
import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGameServer } from "./testing/start-game-server";

// Bots played by game-server processes as deployed: the built bundle (which carries WordNet
// beside it for the Oh My Word bot), two instances on one database, one of them killed with
// SIGKILL mid-game. Bots think BOT_SPEEDUP times faster than their level says, on the quick
// test table (a 1–1.5 s hidden timer), so a game lasts seconds. This process plans with the
// same registry, because it creates the games (their first stored deadline is a bot's move).

const SPEEDUP = 20;
const packageRoot = fileURLToPath(new URL("..", import.meta.url));

let database: TestDatabase;
let db: Db;
let observer: pg.Client;
let registry: BotRegistry;
const heard = new Map<string, Map<number, number>>();
const servers = new Set<ChildServer>();

beforeAll(async () => {
  // What infra/ ships: the bundle and the files beside it, built from this checkout.
  const built = spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: packageRoot, encoding: "utf8" });
  if (built.status !== 0) throw new Error(`build failed: ${built.stderr}`);
  expect(existsSync(`${packageRoot}dist/wordnet/data.noun`)).toBe(true);
  const knowledge = nodeOhMyWordKnowledge();
  registry = createBotRegistry({ lexicons: serverLexicons, omwKnowledge: () => knowledge, speedup: SPEEDUP });
  useBotRegistry(registry);
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 2 });
  observer = new pg.Client({ connectionString: database.url });
  await observer.connect();
  observer.on("notification", (n) => {
    const notice = parseChangeNotice(n.payload);
    if (!notice) return;
    const versions = heard.get(notice.id) ?? new Map<number, number>();
    if (!versions.has(notice.v)) versions.set(notice.v, Date.now());
    heard.set(notice.id, versions);
  });
  await observer.query(`LISTEN ${GAME_CHANNEL}`);
});
afterAll(async () => {
  await Promise.all([...servers].map((s) => s.kill("SIGKILL")));
  await observer?.end();
  await db?.$disconnect();
  await database?.drop();
});

async function serve(port?: number): Promise<ChildServer> {
  const server = await startGameServer({
    databaseUrl: database.url,
    port,
    bundle: true,
    env: { BOT_SPEEDUP: String(SPEEDUP) },
  });
  servers.add(server);
  return server;
}

async function kill(server: ChildServer, signal: NodeJS.Signals) {
  await server.kill(signal);
  servers.delete(server);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function untilOver(gameIds: readonly string[], timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const open = await db.game.count({ where: { id: { in: [...gameIds] }, status: "active" } });
    if (open === 0) return;
    if (Date.now() > until) throw new Error(`${open} games did not end in time`);
    await sleep(200);
  }
}

const botGame = async (seats: string[]) =>
  (
    await createGame(db, {
      kind: "oh-my-word",
      config: { ...QUICK_BOT_OMW, seats: seats.length },
      seatUserIds: seats,
    })
  ).id;

/** Bot moves a server applied, from its own metrics. */
async function botMovesApplied(server: ChildServer): Promise<number> {
  const text = await (await fetch(`${server.baseUrl}/api/metrics`)).text();
  const line = text
    .split("\n")
    .find((l) => l.startsWith('wordhall_bot_moves_total{game="oh-my-word",outcome="applied"}'));
  return Number(line?.split(" ")[1] ?? 0);
}

describe("bots on several game-server processes", () => {
  it("BOT-5: two processes play the same bot games, one is killed with SIGKILL mid-game; every move once, every game to its end", async () => {
    let [a, b] = await Promise.all([serve(), serve()]);
    if (!a || !b) throw new Error("servers did not start");
    const games: string[] = [];
    for (let i = 1; i <= 6; i++)
      games.push(await botGame([`bot-hard-${i}`, `bot-normal-${i}`, `bot-easy-${i}`]));
    // Mid-game: both processes have sent bot moves, and no game is over yet. (Asked before the
    // kill: after it, a restarted process may find the survivor has already claimed every move
    // left, which on a loaded machine is fair play, not a fault.)
    const until = Date.now() + 30_000;
    const playing = async (server: ChildServer) => (await botMovesApplied(server)) > 0;
    while (
      (await db.gameAction.count({ where: { gameId: { in: games }, seat: { not: null } } })) < 12 ||
      !(await playing(a)) ||
      !(await playing(b))
    ) {
      if (Date.now() > until) throw new Error("the bots did not start playing on both processes");
      await sleep(50);
    }
    expect(await db.game.count({ where: { id: { in: games }, status: "finished" } })).toBe(0);
    const port = a.port;
    await kill(a, "SIGKILL");
    await sleep(500);
    a = await serve(port);
    await untilOver(games);

    for (const gameId of games) {
      const { problems } = await botGameProblems(db, gameId, {
        registry,
        heard: heard.get(gameId),
        botsOnly: true,
      });
      expect(problems).toEqual([]);
    }
    await Promise.all([kill(a, "SIGTERM"), kill(b, "SIGTERM")]);
  });

  it("BOT-5: a bot move due while no process runs is planned again after the restart, and counts at its instant", async () => {
    let server = await serve();
    const gameId = await botGame(["bot-hard-7", "bot-hard-8"]);
    const until = Date.now() + 30_000;
    while ((await db.gameAction.count({ where: { gameId, seat: { not: null } } })) < 4) {
      if (Date.now() > until) throw new Error("the bots did not start playing");
      await sleep(20);
    }
    await kill(server, "SIGKILL");
    // Long enough that the next bot move and the hidden timer (1–1.5 s) both fall due. The last
    // move is read after it: a commit the killed process had already sent may land a moment
    // after the process is gone.
    await sleep(2_000);
    const last = await db.gameAction.findFirstOrThrow({ where: { gameId }, orderBy: { seq: "desc" } });
    const restart = Date.now();
    server = await serve();
    await untilOver([gameId]);
    const { problems } = await botGameProblems(db, gameId, {
      registry,
      heard: heard.get(gameId),
      botsOnly: true,
    });
    expect(problems).toEqual([]);
    // The first move after the kill counts at its own instant, while no process ran.
    const next = await db.gameAction.findFirstOrThrow({ where: { gameId, seq: last.seq + 1 } });
    expect(next.at.getTime()).toBeLessThan(restart);
    expect(heard.get(gameId)?.get(next.seq) ?? 0).toBeGreaterThanOrEqual(restart);
    await kill(server, "SIGTERM");
  });
});
