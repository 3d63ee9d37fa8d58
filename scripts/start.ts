// `pnpm start`: the whole platform on one machine. Without DATABASE_URL it serves the
// embedded database (PGlite) on a local port; with it, it uses that server. Either way it
// migrates, seeds, builds the game server and both page servers (turbo's cache makes a warm
// restart quick), starts them, and prints the two sites' addresses: the game server answers
// both (the API itself, pages from the page servers behind it). `pnpm dev` does the same
// with `next dev` and the game server run from source.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { connectOrExplain, createDb, describeDatabaseUrl, readDbEnv } from "@wordhall/db";
import { assertPortFree, findFreePort, startEmbeddedDatabase } from "@wordhall/db/embedded";
import { applyMigrations } from "@wordhall/db/migrate";
import { seed } from "@wordhall/db/seed";

const root = resolve(fileURLToPath(import.meta.url), "../..");
const dev = process.argv.includes("--dev");
const started = performance.now();
const children: ChildProcess[] = [];
// NODE_ENV here only decides whether demo accounts are seeded; Next sets its own (a build
// under NODE_ENV=development fails to prerender), so the children never inherit it.
const { NODE_ENV: _ownNodeEnv, ...childEnv } = process.env;
let stopDatabase: () => Promise<void> = async () => {};

/** SIGTERM to the child's whole process group (it was started detached). */
function stopChild(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    child.kill("SIGTERM");
  }
}

/** Thrown by fail() to unwind; already reported, so never printed again. */
class Stop extends Error {}
let failing = false;

/** One clear line, then stop everything this script started and exit non-zero. */
function fail(message: string): never {
  if (!failing) {
    failing = true;
    console.error(`error: ${message}`);
    for (const child of children) stopChild(child);
    void stopDatabase().finally(() => process.exit(1));
  }
  throw new Stop(message);
}

function portFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    fail(`${name} must be a port number, got "${value}".`);
  return port;
}

function elapsed(): string {
  return `${((performance.now() - started) / 1000).toFixed(1)} s`;
}

/**
 * A secret for a machine that did not set one (the session-signing BETTER_AUTH_SECRET, the
 * metrics' bearer METRICS_TOKEN): made once and kept in the git-ignored .data folder, so
 * sessions survive restarts and a scraper keeps its token.
 */
function localSecret(name: "auth-secret" | "metrics-token"): string {
  const file = resolve(root, ".data", name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(resolve(root, ".data"), { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

async function waitUntilReady(url: string, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      fail(`${name} exited with code ${child.exitCode} before it was ready (see above).`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  fail(`${name} did not become ready (${url}) within 2 minutes.`);
}

async function main() {
  let env: ReturnType<typeof readDbEnv>;
  try {
    env = readDbEnv();
  } catch (error) {
    fail((error as Error).message);
  }
  const webPort = portFrom(process.env.WEB_PORT, 3000, "WEB_PORT");
  const adminPort = portFrom(process.env.ADMIN_PORT, 3001, "ADMIN_PORT");
  try {
    await assertPortFree(webPort, "web app");
    await assertPortFree(adminPort, "admin app");
  } catch (error) {
    fail((error as Error).message);
  }

  let databaseUrl: string;
  if (env.DATABASE_URL) {
    databaseUrl = env.DATABASE_URL;
    console.log(`Using PostgreSQL at ${describeDatabaseUrl(databaseUrl)}.`);
  } else {
    console.log(`No DATABASE_URL: starting the embedded database in ${env.dataDir} …`);
    try {
      const embedded = await startEmbeddedDatabase({ dataDir: env.dataDir, port: env.EMBEDDED_DB_PORT });
      stopDatabase = () => embedded.stop();
      databaseUrl = embedded.url;
    } catch (error) {
      fail((error as Error).message);
    }
    console.log(`Embedded database serving on 127.0.0.1:${env.EMBEDDED_DB_PORT} (${elapsed()}).`);
  }

  try {
    const client = await connectOrExplain(databaseUrl);
    try {
      const outcome = await applyMigrations(client);
      console.log(
        outcome.applied.length
          ? `Applied migrations: ${outcome.applied.join(", ")}.`
          : "Database schema is up to date.",
      );
    } finally {
      await client.end();
    }
    const db = createDb(databaseUrl, { poolSize: 2 });
    try {
      const seeded = await seed(db, { demoAccounts: env.NODE_ENV === "development" });
      console.log(
        `Seeded ${seeded.packs} built-in packs${seeded.demoAccounts ? " and demo accounts" : ""} (${elapsed()}).`,
      );
    } finally {
      await db.$disconnect();
    }
  } catch (error) {
    fail((error as Error).message);
  }

  if (!dev) {
    console.log("Building the game server, web and admin (cached when unchanged) …");
    const build = spawnSync(
      "pnpm",
      [
        "exec",
        "turbo",
        "run",
        "build",
        "--filter=@wordhall/game-server",
        "--filter=@wordhall/web",
        "--filter=@wordhall/admin",
        "--output-logs=errors-only",
      ],
      {
        cwd: root,
        stdio: "inherit",
        env: { ...childEnv, TURBO_TELEMETRY_DISABLED: "1", NEXT_TELEMETRY_DISABLED: "1" },
      },
    );
    if (build.status !== 0) fail("The build failed (see above).");
    console.log(`Built (${elapsed()}).`);
  }

  const webUrl = process.env.WEB_URL || `http://localhost:${webPort}`;
  const adminUrl = process.env.ADMIN_URL || `http://localhost:${adminPort}`;
  // The page servers listen on loopback ports of their own; browsers reach them only through
  // the game server, which is the one origin of each site (docs/ARCHITECTURE.md).
  const pagePorts = { web: await findFreePort(), admin: await findFreePort() };
  const pages = [
    { name: "web", dir: "apps/web", port: pagePorts.web },
    { name: "admin", dir: "apps/admin", port: pagePorts.admin },
  ];
  for (const app of pages) {
    // Run directly by node in its own process group, so stopping this script stops each
    // server and everything it started (a wrapper such as `pnpm exec` does not pass SIGTERM
    // on, and left servers running). Production runs the standalone server exactly as a
    // deployment does (infra/); development runs Next's own CLI.
    const nextCli = createRequire(resolve(root, app.dir, "package.json")).resolve("next/dist/bin/next");
    const args = dev
      ? [nextCli, "dev", "--hostname", "127.0.0.1", "--port", String(app.port)]
      : [resolve(root, app.dir, ".next/standalone", app.dir, "server.js")];
    start(app.name, args, resolve(root, app.dir), {
      ...childEnv,
      // HOSTNAME is where the standalone server listens; a shell may have set it to the
      // machine's name, which is not what is wanted here.
      HOSTNAME: "127.0.0.1",
      PORT: String(app.port),
      NEXT_TELEMETRY_DISABLED: "1",
      // Both page servers' server components ask the game server: the dashboard who is
      // signed in, the players' site the data of the pages it renders (packs, players,
      // leaderboards, replays).
      GAME_SERVER_URL: `http://127.0.0.1:${webPort}`,
      WEB_URL: webUrl,
    });
  }
  const gameServerDir = resolve(root, "apps/game-server");
  const gameServer = start(
    "game server",
    dev
      ? ["--import", "tsx", resolve(gameServerDir, "src/main.ts")]
      : ["--max-semi-space-size=64", resolve(gameServerDir, "dist/main.mjs")],
    gameServerDir,
    {
      ...childEnv,
      DATABASE_URL: databaseUrl,
      // The production build runs in production mode, as a deployment does (rate limits on,
      // secrets required); `pnpm dev` in development mode.
      NODE_ENV: dev ? "development" : "production",
      BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET || localSecret("auth-secret"),
      METRICS_TOKEN: process.env.METRICS_TOKEN || localSecret("metrics-token"),
      WEB_URL: webUrl,
      ADMIN_URL: adminUrl,
      PORT: String(webPort),
      ADMIN_PORT: String(adminPort),
      HOST: "0.0.0.0",
      // Browsers reach the game server directly unless the person says otherwise; it runs in
      // production mode, which insists on being told.
      TRUSTED_PROXIES: process.env.TRUSTED_PROXIES || "none",
      WEB_UPSTREAM: `http://127.0.0.1:${pagePorts.web}`,
      ADMIN_UPSTREAM: `http://127.0.0.1:${pagePorts.admin}`,
    },
  );
  await Promise.all([
    waitUntilReady(`http://127.0.0.1:${webPort}/api/ready`, gameServer, "the game server"),
    ...pages.map((app, i) =>
      waitUntilReady(`http://127.0.0.1:${app.port}/healthz`, children[i] as ChildProcess, app.name),
    ),
  ]);
  console.log(`\nWordhall is running (${elapsed()}):`);
  console.log(`  web:   http://localhost:${webPort}`);
  console.log(`  admin: http://localhost:${adminPort}`);
  console.log("Press Ctrl+C to stop.");
}

/** Starts one server in its own process group; any unexpected exit stops everything. */
function start(name: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd,
    env,
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  children.push(child);
  child.on("exit", (code) => {
    if (!shuttingDown) fail(`${name} stopped unexpectedly (exit code ${code}).`);
  });
  return child;
}

let shuttingDown = false;
async function shutdown() {
  if (shuttingDown) return;
  shuttingDown = true;
  for (const child of children) stopChild(child);
  await Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.once("exit", r)) : null)),
  );
  await stopDatabase();
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);

process.on("uncaughtException", (error) => {
  if (error instanceof Stop) return;
  fail(error.message);
});
main().catch((error) => {
  if (error instanceof Stop) return;
  try {
    fail(error instanceof Error ? error.message : String(error));
  } catch {
    // Reported by fail().
  }
});
