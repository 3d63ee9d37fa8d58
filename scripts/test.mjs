#!/usr/bin/env node
// `pnpm test`: every check and test in the repository, in one go, ending with one summary
// line. With DATABASE_URL set the integration and browser tests use that PostgreSQL server;
// without it they use throw-away embedded databases.
import { spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const results = join(root, "test-results");
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: "1",
  NEXT_TELEMETRY_DISABLED: "1",
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
};
const started = Date.now();

function run(title, command, args, options = {}) {
  const t0 = Date.now();
  console.log(`\n▶ ${title}`);
  const outcome = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...env, ...options.env } });
  return finished(title, outcome.status, t0);
}

/** Prints a step's closing line; true when it exited 0. */
function finished(title, code, t0) {
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  console.log(`◀ ${title}: ${code === 0 ? "ok" : `failed (exit ${code})`} in ${seconds} s`);
  return code === 0;
}

function count(file, read) {
  if (!existsSync(file)) return { passed: 0, failed: 1, missing: true };
  return read(JSON.parse(readFileSync(file, "utf8")));
}

const checks = [];
checks.push(["lint", run("lint (biome + layering)", "pnpm", ["run", "--silent", "lint"])]);
checks.push([
  "build packages",
  run("build packages (Prisma client, lexicons)", "pnpm", [
    "exec",
    "turbo",
    "run",
    "build",
    "--filter=./packages/*",
    "--output-logs=errors-only",
  ]),
]);

/**
 * Starts a step in the background, its output kept in a file and shown when it is awaited.
 * It runs at the idle priority (`chrt --idle`, else `nice -n 19`), to take only the CPU the
 * foreground step leaves.
 */
function runBeside(title, command, args) {
  const t0 = Date.now();
  const log = join(results, `${title.replace(/\W+/g, "-")}.log`);
  const fd = openSync(log, "w");
  const idle = spawnSync("chrt", ["--idle", "0", "true"]).status === 0;
  const [runner, ...prefix] = idle ? ["chrt", "--idle", "0"] : ["nice", "-n", "19"];
  const child = spawn(runner, [...prefix, command, ...args], { cwd: root, stdio: ["ignore", fd, fd], env });
  closeSync(fd);
  const exit = new Promise((resolve) => {
    child.on("exit", (code) => resolve(code));
    child.on("error", (error) => {
      console.error(`${title}: ${error.message}`);
      resolve(1);
    });
  });
  console.log(`\n▶ ${title} (beside the next step)`);
  return async () => {
    const code = await exit;
    process.stdout.write(readFileSync(log, "utf8"));
    return finished(title, code, t0);
  };
}

// The typecheck runs beside vitest: for a quarter of vitest's time the cores wait (on the
// database, game timers, child processes), and tsc fills it. On two clean-clone CI runs the
// same day, vitest with tsc beside took 299 s against 275 + 92 s one after the other, its
// files' own times the same (427 and 431 s summed); docs/adr/0011.
// `--only`: the packages' builds ran above, so the typecheck asks turbo for nothing else (the
// builds would be cache hits, whose outputs turbo leaves in place: see the build below). The
// lint tests' probe files (zz-probe-*) are excluded in every tsconfig.
const typecheckDone = runBeside("typecheck", "pnpm", [
  "exec",
  "turbo",
  "run",
  "typecheck",
  "--only",
  "--output-logs=errors-only",
]);
// The page servers' production build, which the browser tests' `pnpm start` would otherwise
// make first (about a minute before the first browser test): built beside vitest, it is in
// turbo's cache when they start. The same turbo task and filters as start.ts's (without the
// game server, which a vitest file builds and runs itself), so the hashes match; the packages'
// builds it depends on are cache hits, and turbo leaves outputs that are already in place as
// they are. turbo.json keeps the lint tests' probe files out of the build's inputs.
const appsBuildDone = runBeside("build web and admin", "pnpm", [
  "exec",
  "turbo",
  "run",
  "build",
  "--filter=@wordhall/web",
  "--filter=@wordhall/admin",
  "--output-logs=errors-only",
]);
run("unit and integration tests (vitest)", "pnpm", [
  "exec",
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile=${join(results, "vitest.json")}`,
]);
checks.push(["typecheck", await typecheckDone()]);
checks.push(["build web and admin", await appsBuildDone()]);

const hasBrowser = [
  process.env.CHROMIUM_PATH,
  "/usr/lib/chromium/chromium-headless-shell",
  "/usr/lib/chromium/chromium",
  "/usr/bin/chromium",
].some((p) => p && existsSync(p));
if (!hasBrowser) {
  // A machine with internet access can use Playwright's own Chromium instead of Debian's.
  run("install Playwright's Chromium", "pnpm", ["exec", "playwright", "install", "chromium"], {
    env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "0" },
  });
}
run("browser tests (playwright)", "pnpm", ["exec", "playwright", "test"]);
// After the browser tests, whose production build (turbo's cache) it reuses: infra's
// deploy.sh on this machine, two web instances and admin, backup and restore.
run("plain-host deploy test (infra)", "pnpm", [
  "exec",
  "vitest",
  "run",
  "--config",
  "tooling/infra/plain-host/vitest.config.mts",
  "--reporter=default",
  "--reporter=json",
  `--outputFile=${join(results, "plain-host.json")}`,
]);

const readVitest = (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests + r.numPendingTests + r.numTodoTests + (r.success ? 0 : r.numFailedTestSuites),
});
const vitest = count(join(results, "vitest.json"), readVitest);
const plainHost = count(join(results, "plain-host.json"), readVitest);
const playwright = count(join(results, "playwright.json"), (r) => ({
  passed: r.stats.expected,
  failed: r.stats.unexpected + r.stats.flaky + r.stats.skipped + (r.errors?.length ?? 0),
}));
const failedChecks = checks.filter(([, ok]) => !ok).map(([name]) => name);
const passed = vitest.passed + playwright.passed + plainHost.passed + checks.length - failedChecks.length;
const failed = vitest.failed + playwright.failed + plainHost.failed + failedChecks.length;

console.log(
  `\nvitest: ${vitest.passed} passed, ${vitest.failed} failed or skipped${vitest.missing ? " (no report)" : ""}`,
);
console.log(
  `playwright: ${playwright.passed} passed, ${playwright.failed} failed or skipped${playwright.missing ? " (no report)" : ""}`,
);
console.log(
  `plain-host deploy: ${plainHost.passed} passed, ${plainHost.failed} failed or skipped${plainHost.missing ? " (no report)" : ""}`,
);
console.log(`checks: ${checks.map(([name, ok]) => `${name} ${ok ? "ok" : "FAILED"}`).join(", ")}`);
console.log(`total time: ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`Summary: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
