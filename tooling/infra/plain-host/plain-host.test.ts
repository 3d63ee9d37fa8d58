import { randomBytes } from "node:crypto";
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connectOrExplain, MIGRATION_NAMES } from "@wordhall/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, signUp } from "../../../packages/api/src/testing/clients";
import { QUICK_OMW } from "../../../packages/api/src/testing/http/quick-games";
import { followGame } from "../../../packages/api/src/testing/live-game-follower";
import { actionId, startRoomGame } from "../../../packages/api/src/testing/room-setup";
import { TEST_WEB_URL } from "../../../packages/api/src/testing/test-server";
import { databaseSnapshot } from "../database-snapshot";
import { repoRoot, runScript } from "../run-script";
import { freePort, type Server, startServer, unitNodeOptions, waitReady } from "./servers";

// The plain-host path of infra/, end to end on this machine's PostgreSQL: deploy.sh builds
// the production servers into a release and migrates; the release's servers start as the
// systemd units start them (two web instances and admin); a move made through one web
// instance reaches a player on the other; backup, restore into a new database and the
// check that they match; then everything stops.

const serverUrl = process.env.DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
const suffix = randomBytes(4).toString("hex");
const dbName = `wh_plainhost_${suffix}`;
const restoredName = `${dbName}_restored`;
const urlFor = (name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};
const databaseUrl = urlFor(dbName);
const restoredUrl = urlFor(restoredName);
const metricsToken = randomBytes(24).toString("hex");
const env: Record<string, string> = {
  DATABASE_URL: databaseUrl,
  BETTER_AUTH_SECRET: randomBytes(36).toString("base64url"),
  // The origin browsers use (through a proxy); the test clients send it.
  WEB_URL: TEST_WEB_URL,
  ADMIN_URL: "http://localhost:3001",
  METRICS_TOKEN: metricsToken,
  LOG_LEVEL: "info",
};
let scratch: string;
let home: string;
let envFile: string;
const servers: Server[] = [];
let web1: Server;
let web2: Server;
let admin: Server;

async function onServer(sql: string): Promise<void> {
  const client = await connectOrExplain(serverUrl);
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await onServer(`CREATE DATABASE "${dbName}"`);
  scratch = mkdtempSync(join(tmpdir(), "wordhall-plain-host-"));
  home = join(scratch, "opt-wordhall");
  envFile = join(scratch, "wordhall.env");
  writeFileSync(
    envFile,
    `${Object.entries(env)
      .map(([k, v]) => `${k}=${v}`)
      .join("\n")}\n`,
    { mode: 0o600 },
  );
});

afterAll(async () => {
  for (const server of servers) await server.stop("SIGKILL", 5_000).catch(() => {});
  await onServer(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await onServer(`DROP DATABASE IF EXISTS "${restoredName}" WITH (FORCE)`);
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const deployEnv = () => ({ WORDHALL_ENV_FILE: envFile, WORDHALL_HOME: home });
const metricsOf = async (server: Server) =>
  (await fetch(`${server.url}/api/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
const sample = (text: string, pattern: RegExp) => Number(text.match(pattern)?.[1] ?? Number.NaN);

describe("the plain-host deploy", () => {
  let release: string;
  const live = {} as { bo: Awaited<ReturnType<typeof signUp>>; gameId: string };

  it("deploy.sh builds the production servers into a release, migrates, and activates it", () => {
    const run = runScript("deploy.sh", ["--steps", "build,migrate,activate"], deployEnv(), 540_000);
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stderr).toBe("");
    const buildId = readFileSync(join(repoRoot, "apps/web/.next/BUILD_ID"), "utf8").trim();
    expect(readlinkSync(join(home, "current"))).toBe(`releases/${buildId}`);
    release = join(home, "releases", buildId);
    for (const app of ["web", "admin"]) {
      expect(existsSync(join(release, app, "apps", app, "server.js"))).toBe(true);
      // Next's trace holds what the server runs, and no dev dependency.
      const packages = readdirSync(join(release, app, "node_modules/.pnpm"));
      expect(packages.some((p) => p.startsWith("next@"))).toBe(true);
      for (const dev of [
        "typescript@",
        "vitest@",
        "@biomejs",
        "tailwindcss@",
        "@playwright",
        "turbo@",
        "tsx@",
      ]) {
        expect(
          packages.filter((p) => p.startsWith(dev)),
          `${app} carries ${dev}`,
        ).toEqual([]);
      }
    }
  });

  it("the migration ran against PostgreSQL, and the built-in packs are seeded", async () => {
    const snapshot = await databaseSnapshot(databaseUrl);
    expect(snapshot.filter((l) => l.startsWith("migration ")).map((l) => l.split(" ")[1])).toEqual([
      ...MIGRATION_NAMES,
    ]);
    expect(snapshot.find((l) => l.startsWith("table category_pack "))).toMatch(/ [1-9]\d*$/);
  });

  it("running it again changes nothing", async () => {
    const before = await databaseSnapshot(databaseUrl);
    const run = runScript("deploy.sh", ["--steps", "build,migrate,activate"], deployEnv(), 540_000);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/release \S+ is already in/);
    expect(await databaseSnapshot(databaseUrl)).toEqual(before);
    expect(readdirSync(join(home, "releases"))).toHaveLength(1);
  });

  it("starts two web instances and admin from the release, as the systemd units do", async () => {
    const current = join(home, "current");
    const [p1, p2, p3] = [await freePort(), await freePort(), await freePort()];
    const webOptions = unitNodeOptions("wordhall-web@.service");
    const webJs = join(current, "web/apps/web/server.js");
    web1 = startServer("web-1", webJs, join(current, "web"), env, p1, webOptions);
    web2 = startServer("web-2", webJs, join(current, "web"), env, p2, webOptions);
    admin = startServer(
      "admin",
      join(current, "admin/apps/admin/server.js"),
      join(current, "admin"),
      env,
      p3,
      unitNodeOptions("wordhall-admin@.service"),
    );
    servers.push(web1, web2, admin);
    await Promise.all(servers.map((s) => waitReady(s)));
  });

  it("each answers ready, health, metrics (with the token only) and a page", async () => {
    for (const server of servers) {
      const ready = await fetch(`${server.url}/api/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ status: "ready", migrations: MIGRATION_NAMES.length });
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect((await fetch(`${server.url}/api/metrics`)).status).toBe(401);
      const metrics = await metricsOf(server);
      for (const name of [
        "wordhall_active_games",
        'wordhall_rooms{status="open"}',
        "wordhall_live_subscriptions",
        'wordhall_db_pool_connections{state="max"}',
        "wordhall_timer_expiry_lag_seconds_count",
        "wordhall_process_cpu_seconds_total",
        "wordhall_nodejs_eventloop_lag_p99_seconds",
      ]) {
        expect(metrics, `${server.name} ${name}`).toContain(name);
      }
    }
    const page = await fetch(`${web1.url}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    expect(await page.text()).toMatch(/<html[\s\S]*Wordhall/);
    const dashboard = await fetch(`${admin.url}/`, { redirect: "manual" });
    expect([200, 307, 308]).toContain(dashboard.status);
    // A static asset of the page, served by the standalone server itself.
    const asset = (await (await fetch(`${web2.url}/`)).text()).match(/\/_next\/static\/[^"']+\.js/)?.[0];
    expect(asset).toBeDefined();
    expect((await fetch(`${web2.url}${asset}`)).status).toBe(200);
  });

  it("a move made through one web instance reaches a player on the other", async () => {
    const ana = await signUp(web1.url, "Ana");
    const bo = await signUp(web2.url, "Bo");
    const onWeb1 = apiClient(web1.url, ana);
    const onWeb2 = apiClient(web2.url, bo);
    const { gameId } = await startRoomGame(onWeb1, [onWeb2], {
      kind: "oh-my-word",
      config: { ...QUICK_OMW, seats: 2, timer: { minMs: 60_000, maxMs: 60_000 } },
    });
    const boSees = followGame(onWeb2, gameId);
    await boSees.until((f) => f.version >= 0, 15_000, "the snapshot on web-2");
    const drawn = await onWeb1.play.ohMyWord.draw.mutate({ gameId, clientActionId: actionId() });
    await boSees.until((f) => f.version >= drawn.version, 15_000, "Ana's draw, made on web-1, on web-2");
    expect(boSees.events.map((e) => (e as { type: string }).type)).toContain("tile-drawn");
    expect(boSees.errors).toEqual([]);

    const m1 = await metricsOf(web1);
    const m2 = await metricsOf(web2);
    expect(
      sample(m1, /wordhall_action_duration_seconds_count\{game="oh-my-word",outcome="applied"\} (\d+)/),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(m2, /^wordhall_live_subscriptions (\d+)$/m)).toBeGreaterThanOrEqual(1);
    expect(sample(m1, /^wordhall_active_games (\d+)$/m)).toBe(1);
    boSees.close();
    Object.assign(live, { bo, gameId });
  });

  it("requests carry ids: a given x-request-id comes back and is in the JSON log line", async () => {
    const requestId = `plain-host-${suffix}`;
    const response = await fetch(`${web2.url}/api/trpc/packs.builtIn`, {
      headers: { "x-request-id": requestId },
    });
    expect(response.headers.get("x-request-id")).toBe(requestId);
    // Log lines are written in batches at least every 200 ms.
    const logged = () =>
      web2
        .output()
        .split("\n")
        .find((l) => l.includes(requestId));
    for (let waited = 0; !logged() && waited < 5_000; waited += 100) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const line = logged();
    expect(line, web2.output().slice(-2000)).toBeDefined();
    expect(JSON.parse(line as string)).toMatchObject({
      level: "info",
      service: "web",
      requestId,
      method: "GET",
      path: "/api/trpc/packs.builtIn",
    });
    const generated = await fetch(`${web1.url}/api/trpc/packs.builtIn`);
    expect(generated.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("backup, restore into a new database, and a check that they match", async () => {
    const backupDir = join(scratch, "backups");
    const backup = runScript("backup.sh", [], { DATABASE_URL: databaseUrl, BACKUP_DIR: backupDir });
    expect(backup.status, backup.stderr).toBe(0);
    const dump = backup.stdout.trim().split("\n").at(-1) as string;
    expect(dump).toMatch(/\.dump$/);
    const manifest = readFileSync(dump.replace(/\.dump$/, ".manifest"), "utf8");
    expect(manifest).toMatch(/^table\tgame_action\t[1-9]/m);

    const restore = runScript("restore.sh", [dump], { TARGET_DATABASE_URL: restoredUrl });
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/matches .*\.dump \(\d+ tables, \d+ rows, \d+ migrations\)/);
    // Our own comparison, apart from the script's: every table's rows and the migrations.
    expect(await databaseSnapshot(restoredUrl)).toEqual(await databaseSnapshot(databaseUrl));
    const again = runScript("restore.sh", ["--verify-only", dump], { TARGET_DATABASE_URL: restoredUrl });
    expect(again.status, again.stderr).toBe(0);
  });

  it("stops everything: each server exits on SIGTERM, a live stream included", async () => {
    // A live stream open on web-2 must not hold its shutdown up (it ends, retryably).
    const bo = apiClient(web2.url, live.bo);
    const follower = followGame(bo, live.gameId);
    await follower.until((f) => f.version >= 0, 15_000, "the snapshot before stopping");
    // Next's server ends with the signal's status (143 = 128 + SIGTERM); the units count it
    // as success (SuccessExitStatus=143). Within the time limit, not killed, is what matters.
    for (const server of servers)
      expect([0, 143], server.name).toContain(await server.stop("SIGTERM", 20_000));
    follower.close();
  });
});
