// `pnpm start`: the whole platform on one machine. Without DATABASE_URL it serves the
// embedded database (PGlite) on a local port; with it, it uses that server. Either way it
// migrates, seeds, builds both apps (turbo's cache makes a warm restart quick) and starts
// web and admin, then prints their addresses. `pnpm dev` does the same with `next dev`.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { connectOrExplain, createDb, describeDatabaseUrl, readDbEnv } from "@wordhall/db";
import { assertPortFree, startEmbeddedDatabase } from "@wordhall/db/embedded";
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
 * The session-signing secret for a machine that did not set BETTER_AUTH_SECRET: made once
 * and kept in the git-ignored .data folder, so sessions survive restarts.
 */
function localAuthSecret(): string {
  const file = resolve(root, ".data", "auth-secret");
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
      const response = await fetch(`${url}/api/ready`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  fail(`${name} did not become ready at ${url} within 2 minutes.`);
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
    console.log("Building web and admin (cached when unchanged) …");
    const build = spawnSync(
      "pnpm",
      [
        "exec",
        "turbo",
        "run",
        "build",
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

  const appEnv = {
    ...childEnv,
    DATABASE_URL: databaseUrl,
    BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET || localAuthSecret(),
    WEB_URL: process.env.WEB_URL || `http://localhost:${webPort}`,
    ADMIN_URL: process.env.ADMIN_URL || `http://localhost:${adminPort}`,
    NEXT_TELEMETRY_DISABLED: "1",
  };
  const apps = [
    { name: "web", dir: "apps/web", port: webPort },
    { name: "admin", dir: "apps/admin", port: adminPort },
  ];
  for (const app of apps) {
    // Run directly by node in its own process group, so stopping this script stops each
    // server and everything it started (a wrapper such as `pnpm exec` does not pass SIGTERM
    // on, and left servers running). Production runs the standalone server exactly as a
    // deployment does (infra/); development runs Next's own CLI.
    const nextCli = createRequire(resolve(root, app.dir, "package.json")).resolve("next/dist/bin/next");
    const args = dev
      ? [nextCli, "dev", "--port", String(app.port)]
      : [
          // The web server serves live play: the young-generation size deployments use (infra/systemd).
          ...(app.name === "web" ? ["--max-semi-space-size=64"] : []),
          resolve(root, app.dir, ".next/standalone", app.dir, "server.js"),
        ];
    const child = spawn(process.execPath, args, {
      cwd: resolve(root, app.dir),
      // HOSTNAME is where the standalone server listens; a shell may have set it to the
      // machine's name, which is not what is wanted here.
      env: { ...appEnv, PORT: String(app.port), HOSTNAME: "0.0.0.0" },
      stdio: ["ignore", "inherit", "inherit"],
      detached: true,
    });
    children.push(child);
    child.on("exit", (code) => {
      if (!shuttingDown) fail(`${app.name} stopped unexpectedly (exit code ${code}).`);
    });
  }
  await Promise.all(
    apps.map((app, i) =>
      waitUntilReady(`http://localhost:${app.port}`, children[i] as ChildProcess, app.name),
    ),
  );
  console.log(`\nWordhall is running (${elapsed()}):`);
  console.log(`  web:   http://localhost:${webPort}`);
  console.log(`  admin: http://localhost:${adminPort}`);
  console.log("Press Ctrl+C to stop.");
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
