#!/usr/bin/env node
// The players' app, as a browser meets it (part of `pnpm bench`; see docs/web.md):
//  1. first-load JavaScript per main route, gzipped: every script the page loads until no
//     more arrive, each compressed with gzip as a server would send it. Next's prefetches of
//     the routes its links point to are refused: they are the next page's code, not this
//     one's, and whether they came inside the wait depended on the machine's load (the floor
//     measured 176 or 291 kB gz on the same build). The warm-up pass lets them through and
//     logs that figure beside;
//  2. the same for /bench/empty, a page with nothing on it, as the floor the framework, the
//     root layout and the tRPC client set; each route's ratio to that floor;
//     /daily counts as a game page: the bench player has started today's Daily, so it opens
//     on the BuyWord table.
//  3. the time from navigation to an interactive table, on localhost: BuyWord (a solo game,
//     the first enabled button) and Oh My Word (two players, the holder's "Draw a tile");
//  4. Lighthouse (mobile, median of 3) on the landing page, the lobby, both tables mid-game
//     and a finished game's replay: performance, accessibility and best practices.
//  5. interaction to next paint on both tables with the CPU slowed 4×, by Event Timing: p75
//     of a few turns' clicks, taps and keys (inp.mjs).
// WEB_BENCH_PARTS=js,tables,lighthouse,inp picks parts (all by default);
// WEB_BENCH_LIGHTHOUSE=<pattern> audits only the routes whose name matches it.
// It starts the platform exactly as `pnpm start` does (production build, embedded database,
// ports of its own) and stops it at the end. Run it alone: it builds and serves both apps.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { freePort, median } from "./bench-support.mjs";
import {
  buywordInteractions,
  INP_SLOWDOWN,
  ohMyWordInteractions,
  slowedPage,
  writeProfiles,
} from "./inp.mjs";
import { cookieHeaderFor, LIGHTHOUSE_GOALS, startLighthouse } from "./lighthouse.mjs";

const root = new URL("../../../", import.meta.url).pathname;

// Ports of its own unless told otherwise, as the browser tests have; pnpm start refuses to
// start on a port that is taken, so a given port that is busy stops the bench.
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? (await freePort()));
const ADMIN_PORT = Number(process.env.BENCH_ADMIN_PORT ?? (await freePort()));
const DB_PORT = Number(process.env.BENCH_EMBEDDED_DB_PORT ?? (await freePort()));
const base = `http://localhost:${WEB_PORT}`;
const TABLE_RUNS = 5;
/** The issue's aim for game pages: at most 1.3 times the floor. */
const GAME_PAGE_GOAL = 1.3;
const LIGHTHOUSE_RUNS = 3;
const PARTS = new Set((process.env.WEB_BENCH_PARTS ?? "js,tables,lighthouse,inp").split(","));
/** WEB_BENCH_LIGHTHOUSE=table audits only the routes whose name matches (all by default). */
const ONLY_ROUTES = process.env.WEB_BENCH_LIGHTHOUSE
  ? new RegExp(process.env.WEB_BENCH_LIGHTHOUSE, "i")
  : null;
/** The issue's aim for a table's interactions, slowed 4×: p75 at most 100 ms. */
const INP_GOAL_MS = 100;
const INP_TURNS = 4;

const emit = (row) => console.log(`BENCH ${JSON.stringify(row)}`);
const log = (text) => process.stderr.write(`web bench: ${text}\n`);

function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium";
}

async function startPlatform() {
  // Always the embedded database, like the browser tests: a developer's data stays untouched.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn("pnpm", ["start"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...inherited,
      WEB_PORT: String(WEB_PORT),
      ADMIN_PORT: String(ADMIN_PORT),
      EMBEDDED_DB_PORT: String(DB_PORT),
      WORDHALL_DATA_DIR: join(mkdtempSync(join(tmpdir(), "wordhall-web-bench-")), "pglite"),
      // Only decides the seed (demo accounts); pnpm start runs the servers in production mode.
      NODE_ENV: "development",
      NEXT_TELEMETRY_DISABLED: "1",
      TURBO_TELEMETRY_DISABLED: "1",
    },
  });
  // Only the platform this bench started counts as ready: it says so on its own stdout.
  // Output is kept to its last 16 KB, for the failure message.
  let output = "";
  let running = false;
  const keep = (d) => {
    output = (output + d).slice(-16_384);
    if (!running && /Wordhall is running/.test(String(d))) running = true;
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`pnpm start exited (${child.exitCode}):\n${output.slice(-3000)}`);
    if (running) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the platform did not get ready:\n${output.slice(-3000)}`);
}

function stopPlatform(child) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", resolve);
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      resolve();
    }
    setTimeout(() => {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {}
      resolve();
    }, 20_000).unref();
  });
}

/** Calls one tRPC procedure over HTTP as the signed-in context (the app's own endpoint). */
async function call(context, path, input, type = "mutation") {
  const url =
    type === "query"
      ? `${base}/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`
      : `${base}/api/trpc/${path}`;
  const response =
    type === "query"
      ? await context.request.get(url)
      : await context.request.post(url, { data: input, headers: { origin: base } });
  const body = await response.json();
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${JSON.stringify(body).slice(0, 300)}`);
  return body.result.data;
}

async function signedInContext(browser, name) {
  const context = await browser.newContext();
  const email = `bench-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const response = await context.request.post(`${base}/api/auth/sign-up/email`, {
    data: { name, email, password: "bench-password-1" },
    headers: { origin: base },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return context;
}

/**
 * Scripts a fresh page loads for `path` until they stop coming, gzipped one by one; without
 * what its links prefetch for other routes unless `prefetches` is set.
 */
async function firstLoadJs(signedIn, path, { prefetches = false } = {}) {
  // A fresh context each time: an empty cache, as on a first visit, but the same session.
  const context = await signedIn.browser().newContext({ storageState: await signedIn.storageState() });
  const page = await context.newPage();
  if (!prefetches)
    await page.route("**/*", (route) =>
      route.request().headers()["next-router-prefetch"] ? route.abort() : route.continue(),
    );
  const scripts = new Map();
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.set(response.url(), response);
  });
  // Not "networkidle": a room page keeps its live stream (SSE) open. Instead, wait until no new
  // script has arrived for 1.5 s after the load event (at most 20 s).
  let lastScriptAt = performance.now();
  page.on("response", (r) => {
    if (r.request().resourceType() === "script") lastScriptAt = performance.now();
  });
  const response = await page.goto(`${base}${path}`, { waitUntil: "load" });
  const giveUpAt = performance.now() + 20_000;
  while (performance.now() - lastScriptAt < 1_500 && performance.now() < giveUpAt) {
    await new Promise((r) => setTimeout(r, 250));
  }
  let gzipped = 0;
  let raw = 0;
  for (const r of scripts.values()) {
    const body = await r.body().catch(() => Buffer.alloc(0));
    raw += body.length;
    gzipped += gzipSync(body, { level: 6 }).length;
  }
  await context.close();
  return { status: response?.status() ?? 0, gzipped, raw, files: scripts.size };
}

/** A started solo BuyWord game: its room and its game. */
async function soloBuywordRoom(context, name = "Bench solo") {
  const room = await call(context, "rooms.create", {
    kind: "buyword",
    name,
    visibility: "private",
    config: { players: 1 },
  });
  await call(context, "rooms.setReady", { roomId: room.id, ready: true });
  const { gameId } = await call(context, "rooms.start", { roomId: room.id });
  return { roomId: room.id, gameId };
}

/**
 * A started Oh My Word game for two, the host holding the bag. The hidden timer is set to its
 * longest (10 minutes), so the bag stays with the host while the bench measures.
 */
async function ohMyWordRoom(host, guest) {
  const room = await call(host, "rooms.create", {
    kind: "oh-my-word",
    name: "Bench table",
    visibility: "private",
    config: { seats: 2, firstSeat: 0, timer: { minMs: 600_000, maxMs: 600_000 } },
  });
  await call(guest, "rooms.join", { code: room.code, as: "player" });
  for (const who of [host, guest]) await call(who, "rooms.setReady", { roomId: room.id, ready: true });
  await call(host, "rooms.start", { roomId: room.id });
  return room.id;
}

/** A solo BuyWord game its player left at once: over, so its replay is open. */
async function finishedGame(context) {
  const { gameId } = await soloBuywordRoom(context, "Bench replay");
  await call(context, "play.buyword.leave", { gameId, clientActionId: `bench-${Date.now().toString(36)}` });
  return gameId;
}

/** What "interactive" means on each table: the first control the player would use. */
const TABLE_READY = {
  buyword: '[data-testid="buyword-table"] button:enabled',
  "oh-my-word": '[data-omw-table] button:enabled:has-text("Draw a tile")',
};

/** Navigation start until the table's first control is enabled. */
async function timeToTable(context, path, kind) {
  const page = await context.newPage();
  const started = performance.now();
  await page.goto(`${base}${path}`, { waitUntil: "commit" });
  await page.locator(TABLE_READY[kind]).first().waitFor({ timeout: 60_000 });
  const ms = performance.now() - started;
  await page.close();
  return ms;
}

let platform;
let browser;
let failed = false;
try {
  log("starting the platform (pnpm start: build, migrate, serve)…");
  platform = await startPlatform();
  browser = await chromium.launch({ executablePath: chromiumPath() });
  const context = await signedInContext(browser, "Bench Player");
  const { roomId } = await soloBuywordRoom(context);
  const tablePath = `/rooms/${roomId}`;
  const omwGuest = await signedInContext(browser, "Bench Guest");
  const omwPath = `/rooms/${await ohMyWordRoom(context, omwGuest)}`;
  // Today's Daily, started: /daily then shows its BuyWord table, as a player mid-game meets it.
  await call(context, "daily.start", {});

  if (PARTS.has("js")) await measureFirstLoad(context, tablePath, omwPath);
  if (PARTS.has("tables")) await measureTables(context, tablePath, omwPath);
  if (PARTS.has("lighthouse")) await measureLighthouse(context, tablePath, omwPath);
  if (PARTS.has("inp")) await measureInp(context, browser);
} catch (error) {
  failed = true;
  log(`failed: ${error instanceof Error ? error.stack : error}`);
} finally {
  await browser?.close();
  await stopPlatform(platform);
}
process.exit(failed ? 1 : 0);

async function measureFirstLoad(context, tablePath, omwPath) {
  const routes = [
    { path: "/bench/empty", name: "floor: /bench/empty" },
    { path: "/", name: "landing /" },
    { path: "/sign-in", name: "sign in" },
    { path: "/lobby", name: "lobby" },
    { path: tablePath, name: "room with a BuyWord table", game: true },
    { path: omwPath, name: "room with an Oh My Word table", game: true },
    { path: "/daily", name: "Daily with its BuyWord table", game: true },
    { path: "/profile", name: "profile" },
    { path: "/leaderboards", name: "leaderboards" },
    { path: "/boards/new", name: "pack editor" },
    { path: "/packs", name: "packs" },
    { path: "/replay", name: "replay" },
  ];
  // A warm-up pass, so the figures don't include the server compiling nothing but first
  // requests; it lets the links' prefetches through, for the log.
  const withPrefetches = new Map();
  for (const r of routes)
    withPrefetches.set(r.path, await firstLoadJs(context, r.path, { prefetches: true }));
  const measured = [];
  for (const r of routes) measured.push({ ...r, ...(await firstLoadJs(context, r.path)) });
  const floor = measured[0];
  for (const m of measured) {
    const kb = m.gzipped / 1024;
    const row = {
      name: `first-load JS, ${m.name}${m.status === 200 ? "" : ` (HTTP ${m.status})`}`,
      value: kb,
      unit: "kB gz",
    };
    if (m !== floor) {
      Object.assign(row, {
        baseline: "floor",
        baselineValue: floor.gzipped / 1024,
        ratio: m.gzipped / floor.gzipped,
      });
      if (m.game)
        Object.assign(row, {
          goal: `≤ ${GAME_PAGE_GOAL}× floor`,
          pass: m.gzipped / floor.gzipped <= GAME_PAGE_GOAL,
        });
    }
    emit(row);
    const all = withPrefetches.get(m.path);
    log(
      `${m.path}: ${m.files} scripts, ${(m.raw / 1024).toFixed(0)} kB raw, ${kb.toFixed(1)} kB gzipped` +
        ` (with what its links prefetched in time: ${all.files} scripts, ${(all.gzipped / 1024).toFixed(1)} kB gzipped)`,
    );
  }
}

async function measureTables(context, tablePath, omwPath) {
  const tables = [
    { kind: "buyword", name: "BuyWord", path: tablePath },
    { kind: "oh-my-word", name: "Oh My Word", path: omwPath },
  ];
  for (const t of tables) {
    const times = [];
    for (let i = 0; i < TABLE_RUNS; i++) times.push(await timeToTable(context, t.path, t.kind));
    emit({
      name: `navigation → interactive ${t.name} table (median of ${TABLE_RUNS})`,
      value: median(times),
      unit: "ms",
    });
    log(`${t.name} table times: ${times.map((x) => x.toFixed(0)).join(", ")} ms`);
  }
}

async function measureLighthouse(context, tablePath, omwPath) {
  const cookie = await cookieHeaderFor(context, base);
  const replayPath = `/replay/${await finishedGame(context)}`;
  // The landing page as a first visitor meets it; the rest as the signed-in player.
  const routes = [
    { path: "/", name: "landing /", signedIn: false },
    { path: "/lobby", name: "lobby", signedIn: true },
    { path: tablePath, name: "BuyWord table mid-game", signedIn: true },
    { path: omwPath, name: "Oh My Word table mid-game", signedIn: true },
    { path: replayPath, name: "replay", signedIn: true },
  ];
  const lh = await startLighthouse(chromium, chromiumPath());
  try {
    for (const r of routes.filter((route) => !ONLY_ROUTES || ONLY_ROUTES.test(route.name))) {
      const { scores, runs } = await lh.audit(
        `${base}${r.path}`,
        r.signedIn ? cookie : null,
        LIGHTHOUSE_RUNS,
      );
      for (const [category, goal] of Object.entries(LIGHTHOUSE_GOALS)) {
        emit({
          name: `Lighthouse ${category}, ${r.name} (median of ${LIGHTHOUSE_RUNS})`,
          value: scores[category],
          unit: "/100",
          goal: goal === 100 ? "100" : `≥ ${goal}`,
          pass: scores[category] >= goal,
        });
      }
      for (const run of runs) {
        log(
          `${r.path}: ${JSON.stringify(run.scores)} ${JSON.stringify(run.metrics)}${run.failing.length ? ` failing: ${run.failing.join(", ")}` : ""}${run.shifts ? ` shifts: ${run.shifts}` : ""}${run.lcp ? ` largest paint: ${run.lcp}` : ""}${run.longTasks ? ` long tasks: ${run.longTasks}` : ""}`,
        );
      }
    }
  } finally {
    await lh.close();
  }
}

async function measureInp(context, browser) {
  // Fresh games, so the turns measured are the first turns of each.
  // One table open at a time, as a player has: another table's page in the same browser
  // renders and runs its timers on the same two cores (the Oh My Word pages were open while
  // BuyWord was measured). Oh My Word needs both seats' pages, the second standing in for a
  // player on another device.
  const { roomId } = await soloBuywordRoom(context, "Bench INP solo");
  const buyword = await slowedPage(context, `${base}/rooms/${roomId}`, TABLE_READY.buyword);
  const buywordLog = await buywordInteractions(buyword, INP_TURNS);
  await buyword.close();
  const guest = await signedInContext(browser, "Bench INP Guest");
  const omwPath = `/rooms/${await ohMyWordRoom(context, guest)}`;
  const omw = [
    await slowedPage(context, `${base}${omwPath}`, "[data-omw-table]"),
    await slowedPage(guest, `${base}${omwPath}`, "[data-omw-table]"),
  ];
  const logs = [
    { name: "BuyWord", log: buywordLog },
    { name: "Oh My Word", log: await ohMyWordInteractions(omw, INP_TURNS * 2) },
  ];
  for (const { name, log: table } of logs) {
    const p75 = table.p75();
    emit({
      name: `interaction to next paint, ${name} table, CPU ${INP_SLOWDOWN}× slower (p75 of ${table.rows.length})`,
      value: p75,
      unit: "ms",
      goal: `≤ ${INP_GOAL_MS}`,
      pass: p75 <= INP_GOAL_MS,
    });
    // The bench's listeners: an upper bound beside it (inp.mjs says why it is not INP).
    emit({
      name: `input to the frame after, by the bench's listeners, ${name} table, CPU ${INP_SLOWDOWN}× slower (p75)`,
      value: table.p75("listeners"),
      unit: "ms",
    });
    log(
      `${name} interactions: ${table.summary()}; ` +
        `${table.withoutEventTiming()} of ${table.rows.length} without an Event Timing entry`,
    );
  }
  writeProfiles();
  await guest.close();
}
