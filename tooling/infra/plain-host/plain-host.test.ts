import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
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
import { parseEnvFile } from "../systemd-unit";
import { freePort, getAs, redirectTarget, type Server, startUnit, waitReady } from "./servers";

// The plain-host path of infra/, end to end on this machine's PostgreSQL: deploy.sh builds
// the production servers into a release and migrates; the release's servers start as the
// systemd units start them (the web and admin page servers on their loopback ports, two
// game servers in front of them); pages and the dashboard's gate answer through the game
// servers; a move made through one game server reaches a player on the other; backup,
// restore into a new database and the check that they match; then everything stops.

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
// The environment file, as an operator writes it from infra/systemd/wordhall.env.example.
const env: Record<string, string> = {
  DATABASE_URL: databaseUrl,
  BETTER_AUTH_SECRET: randomBytes(36).toString("base64url"),
  // The origins browsers use (through a proxy that passes the Host on); the test clients
  // send the players' one as Origin, and the dashboard's Host picks the dashboard.
  WEB_URL: TEST_WEB_URL,
  ADMIN_URL: "http://localhost:3001",
  METRICS_TOKEN: metricsToken,
  LOG_LEVEL: "info",
  // As the systemd template has it: the host's reverse proxy, on the loopback.
  TRUSTED_PROXIES: "127.0.0.1,::1",
};
const ADMIN_HOST = new URL(env.ADMIN_URL as string).host;
let scratch: string;
let home: string;
let envFile: string;
const servers: Server[] = [];
let game1: Server;
let game2: Server;
let webPages: Server;
let adminPages: Server;

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

const digest = (path: string) => createHash("sha256").update(readFileSync(path)).digest("hex");
const deployEnv = () => ({ WORDHALL_ENV_FILE: envFile, WORDHALL_HOME: home });
const metricsOf = async (server: Server) =>
  (await fetch(`${server.url}/api/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
const sample = (text: string, pattern: RegExp) => Number(text.match(pattern)?.[1] ?? Number.NaN);
/** The release id deploy.sh gives this checkout's build (lib.sh's release_id). */
const checkoutReleaseId = () =>
  spawnSync("bash", ["-c", '. "$1/infra/scripts/lib.sh" && release_id "$1"', "release-id", repoRoot], {
    encoding: "utf8",
  }).stdout.trim();

describe("the plain-host deploy", () => {
  let release: string;
  const live = {} as { bo: Awaited<ReturnType<typeof signUp>>; gameId: string };

  it("deploy.sh builds the production servers into a release, migrates, and activates it", () => {
    const run = runScript("deploy.sh", ["--steps", "build,migrate,activate"], deployEnv(), 540_000);
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stderr).toBe("");
    const id = checkoutReleaseId();
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(readlinkSync(join(home, "current"))).toBe(`releases/${id}`);
    release = join(home, "releases", id);
    // The game server is its bundle and lexicons, byte for byte the checkout's build, and
    // nothing to install: it runs from a folder with no node_modules above it.
    const bundle = join(release, "game-server");
    // Compared by digest: a deep equality walks the megabytes of the bundle one byte at a time
    // (over a minute).
    expect(digest(join(bundle, "main.mjs"))).toBe(digest(join(repoRoot, "apps/game-server/dist/main.mjs")));
    expect(readdirSync(join(bundle, "lexicons")).some((f) => f.endsWith(".bin"))).toBe(true);
    expect(existsSync(join(bundle, "node_modules"))).toBe(false);
    for (const app of ["web", "admin"]) {
      expect(existsSync(join(release, app, "apps", app, "server.js"))).toBe(true);
      expect(readFileSync(join(release, app, "apps", app, ".next/BUILD_ID"), "utf8")).toBe(
        readFileSync(join(repoRoot, "apps", app, ".next/BUILD_ID"), "utf8"),
      );
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

  it("starts the page servers and two game servers from the release, as the systemd units do", async () => {
    const [g1, g2, webPort, adminPort] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    // What deploy.sh fills into the units it installs, for these ports.
    const placeholders = {
      WORDHALL_HOME: home,
      WORDHALL_USER: "wordhall",
      WORDHALL_ENV_FILE: envFile,
      NODE: process.execPath,
      WEB_PAGE_PORT: String(webPort),
      ADMIN_PAGE_PORT: String(adminPort),
      FIRST_GAME_PORT: String(g1),
    };
    const envFileVars = parseEnvFile(readFileSync(envFile, "utf8"));
    const unit = (name: string, file: string, port: number) =>
      startUnit({ name, unit: file, port, placeholders, envFile: envFileVars });
    webPages = unit("web pages", "wordhall-web@.service", webPort);
    adminPages = unit("admin pages", "wordhall-admin@.service", adminPort);
    servers.push(webPages, adminPages);
    // deploy.sh restarts the page servers first, then each game server, waiting as here.
    await Promise.all([waitReady(webPages, "/healthz"), waitReady(adminPages, "/healthz")]);
    game1 = unit("game-1", "wordhall-game@.service", g1);
    game2 = unit("game-2", "wordhall-game@.service", g2);
    servers.push(game1, game2);
    await Promise.all([waitReady(game1, "/api/ready"), waitReady(game2, "/api/ready")]);
  });

  it("only the game servers hold the database URL and the secret", () => {
    for (const server of [game1, game2]) {
      expect(server.environment(), server.name).toMatchObject({
        DATABASE_URL: databaseUrl,
        BETTER_AUTH_SECRET: env.BETTER_AUTH_SECRET,
      });
    }
    for (const server of [webPages, adminPages]) {
      const held = server.environment();
      for (const name of ["DATABASE_URL", "BETTER_AUTH_SECRET", "METRICS_TOKEN"])
        expect(held, `${server.name} ${name}`).not.toHaveProperty(name);
    }
    expect(adminPages.environment()).toMatchObject({ WEB_URL: env.WEB_URL, GAME_SERVER_URL: game1.url });
    expect(webPages.environment()).toMatchObject({ GAME_SERVER_URL: game1.url });
    expect(webPages.environment()).not.toHaveProperty("WEB_URL");
  });

  it("each game server answers ready, health and metrics (with the token only)", async () => {
    for (const server of [game1, game2]) {
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
    // The page servers serve pages only: the API is the game servers'.
    for (const server of [webPages, adminPages])
      expect((await fetch(`${server.url}/api/ready`)).status, server.name).toBe(404);
  });

  it("pages of the players' site come through either game server, static assets included", async () => {
    const page = await fetch(`${game1.url}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    expect(await page.text()).toMatch(/<html[\s\S]*Wordhall/);
    const asset = (await (await fetch(`${game2.url}/`)).text()).match(/\/_next\/static\/[^"']+\.js/)?.[0];
    expect(asset).toBeDefined();
    expect((await fetch(`${game2.url}${asset}`)).status).toBe(200);
    // A public page's content is in its HTML: the web page server asked a game server for it.
    const packs = await fetch(`${game2.url}/packs`);
    expect(packs.status).toBe(200);
    expect(await packs.text()).toContain("House boards");
  });

  it("the dashboard's host reaches the admin pages, whose gate sends an anonymous visitor to sign in", async () => {
    const gated = await getAs(`${game2.url}/reports`, ADMIN_HOST);
    expect(redirectTarget(gated), `${gated.status} ${gated.body.slice(0, 300)}`).toBe(
      "/sign-in?next=%2Freports",
    );
    const signIn = await getAs(`${game2.url}/sign-in?next=%2Freports`, ADMIN_HOST);
    expect(signIn.status).toBe(200);
    expect(signIn.body).toMatch(/Wordhall admin/);
    // The same path on the players' host is the players' site, not the dashboard.
    expect((await getAs(`${game2.url}/sign-in`, new URL(env.WEB_URL as string).host)).body).not.toMatch(
      /Wordhall admin/,
    );
  });

  it("a signed-in player is told the dashboard is not theirs: the admin pages asked a game server", async () => {
    const player = await signUp(game2.url, "Cy");
    const answer = await getAs(`${game2.url}/reports`, ADMIN_HOST, { cookie: player.cookie });
    expect(redirectTarget(answer), `${answer.status} ${answer.body.slice(0, 300)}`).toBe("/no-access");
  });

  it("a move made through one game server reaches a player subscribed on the other", async () => {
    const ana = await signUp(game1.url, "Ana");
    const bo = await signUp(game2.url, "Bo");
    const onGame1 = apiClient(game1.url, ana);
    const onGame2 = apiClient(game2.url, bo);
    const { gameId } = await startRoomGame(onGame1, [onGame2], {
      kind: "oh-my-word",
      config: { ...QUICK_OMW, seats: 2, timer: { minMs: 60_000, maxMs: 60_000 } },
    });
    const boSees = followGame(onGame2, gameId);
    await boSees.until((f) => f.version >= 0, 15_000, "the snapshot on game-2");
    const drawn = await onGame1.play.ohMyWord.draw.mutate({ gameId, clientActionId: actionId() });
    await boSees.until((f) => f.version >= drawn.version, 15_000, "Ana's draw, made on game-1, on game-2");
    expect(boSees.events.map((e) => (e as { type: string }).type)).toContain("tile-drawn");
    expect(boSees.errors).toEqual([]);

    const m1 = await metricsOf(game1);
    const m2 = await metricsOf(game2);
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
    const response = await fetch(`${game2.url}/api/trpc/packs.builtIn`, {
      headers: { "x-request-id": requestId },
    });
    expect(response.headers.get("x-request-id")).toBe(requestId);
    // Log lines are written in batches at least every 200 ms.
    const logged = () =>
      game2
        .output()
        .split("\n")
        .find((l) => l.includes(requestId));
    for (let waited = 0; !logged() && waited < 5_000; waited += 100) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const line = logged();
    expect(line, game2.output().slice(-2000)).toBeDefined();
    expect(JSON.parse(line as string)).toMatchObject({
      level: "info",
      service: "game-server",
      requestId,
      method: "GET",
      path: "/api/trpc/packs.builtIn",
    });
    const generated = await fetch(`${game1.url}/api/trpc/packs.builtIn`);
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
    // A live stream open on game-2 must not hold its shutdown up (it ends, retryably).
    const bo = apiClient(game2.url, live.bo);
    const follower = followGame(bo, live.gameId);
    await follower.until((f) => f.version >= 0, 15_000, "the snapshot before stopping");
    // A game server drains and exits 0. Next's server ends with the signal's status (143 =
    // 128 + SIGTERM), which the page units count as success (SuccessExitStatus=143). Within
    // the time limit, not killed, is what matters.
    for (const server of [game1, game2]) expect(await server.stop("SIGTERM", 20_000), server.name).toBe(0);
    for (const server of [webPages, adminPages])
      expect([0, 143], server.name).toContain(await server.stop("SIGTERM", 20_000));
    follower.close();
  });
});
